class Solution {
public:
    int earliestStamp(vector<int>& stamps) {
        int lo = 0, hi = (int)stamps.size() - 1;
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            if (stamps[mid] > stamps[hi]) lo = mid + 1; else hi = mid;
        }
        return stamps[lo];
    }
};
