class Solution {
public:
    vector<int> searchRange(vector<int>& nums, int target) {
        // First index whose value is >= x (n if none); x is 64-bit so target + 1 cannot overflow.
        auto lowerBound = [&](long long x) {
            int lo = 0, hi = nums.size();
            while (lo < hi) {
                int mid = lo + (hi - lo) / 2;
                if (nums[mid] < x) lo = mid + 1; else hi = mid;
            }
            return lo;
        };
        int first = lowerBound(target);
        if (first == (int)nums.size() || nums[first] != target) return {-1, -1};
        return {first, lowerBound((long long)target + 1) - 1};
    }
};
