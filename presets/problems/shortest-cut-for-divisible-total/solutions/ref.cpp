class Solution {
public:
    int minRunToRemove(vector<int>& nums, int p) {
        int n = nums.size();
        long long need = 0;
        for (int x : nums) need = (need + x) % p;
        if (need == 0) return 0;
        unordered_map<long long, int> latest;
        latest.reserve(2 * n + 2);
        latest[0] = -1;
        long long prefix = 0;
        int best = n;
        for (int j = 0; j < n; ++j) {
            prefix = (prefix + nums[j]) % p;
            long long want = ((prefix - need) % p + p) % p;
            auto it = latest.find(want);
            if (it != latest.end()) best = min(best, j - it->second);
            latest[prefix] = j;
        }
        return best < n ? best : -1;
    }
};
