class Solution {
public:
    double myPow(double x, int n) {
        long long e = n;  // -2^31 has no 32-bit negation
        if (e < 0) {
            x = 1 / x;
            e = -e;
        }
        double result = 1;
        for (; e; e >>= 1) {
            if (e & 1) result *= x;
            x *= x;
        }
        return result;
    }
};
