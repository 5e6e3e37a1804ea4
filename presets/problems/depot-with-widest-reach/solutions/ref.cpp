class Solution {
public:
    int bestDepot(int n, vector<vector<int>>& roads, int budget) {
        const long long INF = LLONG_MAX / 4;
        vector<vector<long long>> dist(n, vector<long long>(n, INF));
        for (int i = 0; i < n; ++i) dist[i][i] = 0;
        for (auto& r : roads) {
            dist[r[0]][r[1]] = min(dist[r[0]][r[1]], (long long)r[2]);
            dist[r[1]][r[0]] = dist[r[0]][r[1]];
        }
        for (int k = 0; k < n; ++k)
            for (int i = 0; i < n; ++i)
                for (int j = 0; j < n; ++j)
                    dist[i][j] = min(dist[i][j], dist[i][k] + dist[k][j]);
        int best = 0, bestCount = -1;
        for (int i = 0; i < n; ++i) {
            int count = 0;
            for (int j = 0; j < n; ++j)
                if (j != i && dist[i][j] <= budget) ++count;
            if (count > bestCount) { best = i; bestCount = count; }
        }
        return best;
    }
};
