class Solution {
public:
    long long minCostConnectPoints(vector<vector<int>>& points) {
        int n = points.size();
        vector<long long> dist(n, LLONG_MAX);
        vector<bool> used(n, false);
        dist[0] = 0;
        long long total = 0;
        for (int it = 0; it < n; ++it) {
            int u = -1;
            for (int i = 0; i < n; ++i)
                if (!used[i] && (u < 0 || dist[i] < dist[u])) u = i;
            used[u] = true;
            total += dist[u];
            for (int i = 0; i < n; ++i) {
                if (used[i]) continue;
                long long d = llabs((long long)points[i][0] - points[u][0]) + llabs((long long)points[i][1] - points[u][1]);
                if (d < dist[i]) dist[i] = d;
            }
        }
        return total;
    }
};
