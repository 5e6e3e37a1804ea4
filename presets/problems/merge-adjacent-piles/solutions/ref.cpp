class Solution {
public:
    long long mergeCost(vector<int>& piles) {
        int n = piles.size();
        vector<long long> pre(n + 1, 0);
        for (int i = 0; i < n; ++i) pre[i + 1] = pre[i] + piles[i];
        vector<vector<long long>> dp(n, vector<long long>(n, 0));
        for (int len = 2; len <= n; ++len)
            for (int i = 0; i + len <= n; ++i) {
                int j = i + len - 1;
                long long best = LLONG_MAX;
                for (int k = i; k < j; ++k) best = min(best, dp[i][k] + dp[k + 1][j]);
                dp[i][j] = best + pre[j + 1] - pre[i];
            }
        return dp[0][n - 1];
    }
};
