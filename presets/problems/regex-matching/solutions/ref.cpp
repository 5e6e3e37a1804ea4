class Solution {
public:
    bool isMatch(string s, string p) {
        int n = s.size(), m = p.size();
        // ok[i][j]: the first i characters of s match the first j of p
        vector<vector<char>> ok(n + 1, vector<char>(m + 1, 0));
        ok[0][0] = 1;
        for (int i = 0; i <= n; ++i)
            for (int j = 1; j <= m; ++j) {
                if (p[j - 1] == '*') {
                    bool zero = j >= 2 && ok[i][j - 2];
                    bool more = i > 0 && j >= 2 && (p[j - 2] == '.' || p[j - 2] == s[i - 1]) && ok[i - 1][j];
                    ok[i][j] = zero || more;
                } else {
                    ok[i][j] = i > 0 && (p[j - 1] == '.' || p[j - 1] == s[i - 1]) && ok[i - 1][j - 1];
                }
            }
        return ok[n][m];
    }
};
