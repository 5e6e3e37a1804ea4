class Solution {
public:
    int numDistinct(string s, string t) {
        const long long MOD = 1000000007LL;
        int n = s.size(), m = t.size();
        vector<vector<long long>> ways(n + 1, vector<long long>(m + 1, 0));
        for (int i = 0; i <= n; ++i) ways[i][0] = 1;
        for (int i = 1; i <= n; ++i)
            for (int j = 1; j <= m; ++j) {
                ways[i][j] = ways[i - 1][j];
                if (s[i - 1] == t[j - 1]) ways[i][j] = (ways[i][j] + ways[i - 1][j - 1]) % MOD;
            }
        return (int)ways[n][m];
    }
};
