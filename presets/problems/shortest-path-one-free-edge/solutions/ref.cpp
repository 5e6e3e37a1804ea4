class Solution {
public:
    long long cheapestTrip(int n, vector<vector<int>>& roads) {
        // Dijkstra from both ends, then try every road as the free one
        vector<vector<pair<int, int>>> adj(n);
        for (auto& r : roads) { adj[r[0]].push_back({r[1], r[2]}); adj[r[1]].push_back({r[0], r[2]}); }
        const long long INF = LLONG_MAX / 4;
        auto dijkstra = [&](int src) {
            vector<long long> d(n, INF);
            priority_queue<pair<long long, int>, vector<pair<long long, int>>, greater<>> pq;
            d[src] = 0;
            pq.push({0, src});
            while (!pq.empty()) {
                auto [du, u] = pq.top();
                pq.pop();
                if (du > d[u]) continue;
                for (auto [v, w] : adj[u])
                    if (du + w < d[v]) { d[v] = du + w; pq.push({d[v], v}); }
            }
            return d;
        };
        vector<long long> from = dijkstra(0), to = dijkstra(n - 1);
        long long best = from[n - 1];
        for (auto& r : roads) {
            int u = r[0], v = r[1];
            if (from[u] < INF && to[v] < INF) best = min(best, from[u] + to[v]);
            if (from[v] < INF && to[u] < INF) best = min(best, from[v] + to[u]);
        }
        return best >= INF ? -1 : best;
    }
};
