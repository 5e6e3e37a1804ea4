class Solution {
public:
    int summitIndex(vector<int>& heights) {
        int lo = 0, hi = (int)heights.size() - 1;
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            if (heights[mid] < heights[mid + 1]) lo = mid + 1; else hi = mid;
        }
        return lo;
    }
};
