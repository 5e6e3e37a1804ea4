class Solution {
public:
    vector<int> shortestAlternatingPaths(int n, vector<vector<int>>& redEdges, vector<vector<int>>& blueEdges) {
        vector<vector<int>> out[2] = {vector<vector<int>>(n), vector<vector<int>>(n)};
        for (auto& e : redEdges) out[0][e[0]].push_back(e[1]);
        for (auto& e : blueEdges) out[1][e[0]].push_back(e[1]);
        vector<int> dist[2] = {vector<int>(n, -1), vector<int>(n, -1)};
        dist[0][0] = dist[1][0] = 0;
        deque<pair<int, int>> q{{0, 0}, {0, 1}};
        while (!q.empty()) {
            auto [v, c] = q.front();
            q.pop_front();
            int nc = 1 - c;
            for (int u : out[nc][v])
                if (dist[nc][u] < 0) { dist[nc][u] = dist[c][v] + 1; q.push_back({u, nc}); }
        }
        vector<int> answer(n);
        for (int v = 0; v < n; ++v) {
            int r = dist[0][v], b = dist[1][v];
            answer[v] = r < 0 ? b : (b < 0 ? r : min(r, b));
        }
        return answer;
    }
};
