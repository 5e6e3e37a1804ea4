class Solution {
public:
    vector<int> topKFrequent(vector<int>& nums, int k) {
        unordered_map<int, int> counts;
        counts.reserve(nums.size() * 2);
        for (int x : nums) ++counts[x];
        vector<vector<int>> buckets(nums.size() + 1);
        for (auto& [value, c] : counts) buckets[c].push_back(value);
        vector<int> out;
        for (size_t c = nums.size(); c > 0 && (int)out.size() < k; --c) {
            for (int value : buckets[c]) {
                out.push_back(value);
                if ((int)out.size() == k) break;
            }
        }
        return out;
    }
};
