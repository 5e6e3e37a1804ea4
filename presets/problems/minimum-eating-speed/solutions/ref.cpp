class Solution {
public:
    int minEatingSpeed(vector<int>& piles, int h) {
        int lo = 1, hi = *max_element(piles.begin(), piles.end());  // hi is always fast enough
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            long long hours = 0;  // can exceed 32 bits
            for (int p : piles) hours += (p + (long long)mid - 1) / mid;
            if (hours <= h) hi = mid; else lo = mid + 1;
        }
        return lo;
    }
};
