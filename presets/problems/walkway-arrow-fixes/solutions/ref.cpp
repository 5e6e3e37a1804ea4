class Solution {
public:
    int minRedirections(vector<vector<int>>& dirs) {
        int m = dirs.size(), n = dirs[0].size();
        const int dr[5] = {0, 0, 0, 1, -1}, dc[5] = {0, 1, -1, 0, 0};
        vector<int> dist(m * n, INT_MAX);
        deque<pair<int, int>> dq;
        dist[0] = 0;
        dq.push_back({0, 0});
        while (!dq.empty()) {
            auto [d, u] = dq.front();
            dq.pop_front();
            if (d > dist[u]) continue;
            int r = u / n, c = u % n;
            for (int k = 1; k <= 4; ++k) {
                int nr = r + dr[k], nc = c + dc[k];
                if (nr < 0 || nr >= m || nc < 0 || nc >= n) continue;
                int w = dirs[r][c] == k ? 0 : 1, v = nr * n + nc;
                if (d + w < dist[v]) {
                    dist[v] = d + w;
                    if (w == 0) dq.push_front({d, v}); else dq.push_back({d + 1, v});
                }
            }
        }
        return dist[m * n - 1];
    }
};
