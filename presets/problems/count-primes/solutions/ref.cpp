class Solution {
public:
    int countPrimes(int n) {
        if (n < 3) return 0;
        vector<bool> composite(n, false);
        int count = 0;
        for (long long p = 2; p < n; ++p) {
            if (composite[p]) continue;
            ++count;
            for (long long m = p * p; m < n; m += p) composite[m] = true;
        }
        return count;
    }
};
