class Solution {
public:
    long long shortestTour(vector<vector<int>>& dist) {
        int n = dist.size();
        if (n == 1) return 0;
        const long long INF = LLONG_MAX / 4;
        int full = 1 << n;
        vector<vector<long long>> dp(full, vector<long long>(n, INF));
        dp[1][0] = 0;
        for (int mask = 1; mask < full; mask += 2)
            for (int v = 0; v < n; ++v) {
                if (dp[mask][v] == INF) continue;
                for (int u = 0; u < n; ++u)
                    if (!(mask >> u & 1))
                        dp[mask | 1 << u][u] = min(dp[mask | 1 << u][u], dp[mask][v] + dist[v][u]);
            }
        long long best = INF;
        for (int v = 1; v < n; ++v) best = min(best, dp[full - 1][v] + dist[v][0]);
        return best;
    }
};
