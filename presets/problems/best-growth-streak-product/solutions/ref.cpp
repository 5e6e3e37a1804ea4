class Solution {
public:
    long long maxStreakProduct(vector<int>& factors) {
        long long hi = factors[0], lo = factors[0], best = factors[0];
        for (size_t i = 1; i < factors.size(); ++i) {
            long long x = factors[i];
            long long a = hi * x, b = lo * x;
            hi = max({x, a, b});
            lo = min({x, a, b});
            best = max(best, hi);
        }
        return best;
    }
};
