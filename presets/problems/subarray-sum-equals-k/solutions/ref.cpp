class Solution {
public:
    long long subarraySum(vector<int>& nums, int k) {
        unordered_map<long long, long long> seen;
        seen.reserve(nums.size() * 2 + 1);
        seen[0] = 1;
        long long prefix = 0, count = 0;
        for (int x : nums) {
            prefix += x;
            auto it = seen.find(prefix - k);
            if (it != seen.end()) count += it->second;
            ++seen[prefix];
        }
        return count;
    }
};
