class Solution {
public:
    int countSubstrings(string s) {
        int n = s.size(), total = 0;
        for (int c = 0; c < 2 * n - 1; ++c) {
            int i = c / 2, j = i + c % 2;
            while (i >= 0 && j < n && s[i] == s[j]) { ++total; --i; ++j; }
        }
        return total;
    }
};
