class Solution {
public:
    bool canPartitionKSubsets(vector<int>& nums, int k) {
        // backtracking with the usual pruning: largest first, skip buckets of equal load
        int total = accumulate(nums.begin(), nums.end(), 0);
        if (total % k) return false;
        target = total / k;
        sort(nums.rbegin(), nums.rend());
        if (nums[0] > target) return false;
        load.assign(k, 0);
        return place(nums, 0);
    }

private:
    int target;
    vector<int> load;

    bool place(const vector<int>& nums, size_t i) {
        if (i == nums.size()) return true;  // every bucket is full since the total is k * target
        for (size_t b = 0; b < load.size(); ++b) {
            if (load[b] + nums[i] > target) continue;
            bool seen = false;
            for (size_t c = 0; c < b; ++c) if (load[c] == load[b]) { seen = true; break; }
            if (seen) continue;  // same load as an earlier bucket: same subtree
            load[b] += nums[i];
            if (place(nums, i + 1)) return true;
            load[b] -= nums[i];
            if (load[b] == 0) break;  // an empty bucket failed: every empty bucket would
        }
        return false;
    }
};
