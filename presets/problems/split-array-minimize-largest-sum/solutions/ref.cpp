class Solution {
public:
    int splitArray(vector<int>& nums, int k) {
        long long lo = *max_element(nums.begin(), nums.end());  // below it one element fits nowhere
        long long hi = accumulate(nums.begin(), nums.end(), 0LL);
        while (lo < hi) {
            long long mid = lo + (hi - lo) / 2, cur = 0;
            int parts = 1;
            for (int x : nums) {
                if (cur + x > mid) { ++parts; cur = x; } else cur += x;
            }
            if (parts <= k) hi = mid; else lo = mid + 1;
        }
        return (int)lo;
    }
};
