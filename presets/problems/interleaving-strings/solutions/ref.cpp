class Solution {
public:
    bool isInterleave(string a, string b, string c) {
        int n = a.size(), m = b.size();
        if (n + m != (int)c.size()) return false;
        vector<vector<char>> ok(n + 1, vector<char>(m + 1, 0));
        ok[0][0] = 1;
        for (int i = 0; i <= n; ++i)
            for (int j = 0; j <= m; ++j) {
                if (i > 0 && ok[i - 1][j] && a[i - 1] == c[i + j - 1]) ok[i][j] = 1;
                if (j > 0 && ok[i][j - 1] && b[j - 1] == c[i + j - 1]) ok[i][j] = 1;
            }
        return ok[n][m];
    }
};
