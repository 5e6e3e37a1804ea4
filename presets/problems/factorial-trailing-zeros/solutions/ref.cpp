class Solution {
public:
    long long trailingZeros(long long n) {
        long long zeros = 0;
        while (n > 0) {
            n /= 5;
            zeros += n;
        }
        return zeros;
    }
};
