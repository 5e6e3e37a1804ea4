class Solution {
public:
    long long isqrt(long long x) {
        long long lo = 0, hi = 1000000000LL;  // (10^9)^2 = 10^18 bounds the answer
        while (lo < hi) {
            long long mid = lo + (hi - lo + 1) / 2;  // upper middle, so lo = mid always moves
            if (mid * mid <= x) lo = mid; else hi = mid - 1;
        }
        return lo;
    }
};
