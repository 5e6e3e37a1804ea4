class Solution {
public:
    int minSubarrayLen(int target, vector<int>& nums) {
        int n = nums.size(), best = n + 1, left = 0;
        long long total = 0;
        for (int right = 0; right < n; ++right) {
            total += nums[right];
            while (total >= target) {
                best = min(best, right - left + 1);
                total -= nums[left++];
            }
        }
        return best > n ? 0 : best;
    }
};
