class Solution {
public:
    int numDecodings(string s) {
        const long long mod = 1000000007;
        long long prev2 = 0, prev1 = 1;
        for (size_t i = 0; i < s.size(); ++i) {
            long long cur = s[i] != '0' ? prev1 : 0;
            if (i > 0) {
                int two = (s[i - 1] - '0') * 10 + (s[i] - '0');
                if (two >= 10 && two <= 26) cur += prev2;
            }
            prev2 = prev1;
            prev1 = cur % mod;
        }
        return (int)prev1;
    }
};
