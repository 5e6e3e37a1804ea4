class Solution {
public:
    int networkDelayTime(vector<vector<int>>& times, int n, int k) {
        vector<vector<pair<int, int>>> out(n + 1);
        for (auto& t : times) out[t[0]].push_back({t[1], t[2]});
        const long long inf = LLONG_MAX;
        vector<long long> dist(n + 1, inf);
        priority_queue<pair<long long, int>, vector<pair<long long, int>>, greater<>> heap;
        dist[k] = 0;
        heap.push({0, k});
        while (!heap.empty()) {
            auto [d, u] = heap.top();
            heap.pop();
            if (d > dist[u]) continue;  // a stale entry: u was already settled cheaper
            for (auto [v, w] : out[u])
                if (d + w < dist[v]) {
                    dist[v] = d + w;
                    heap.push({dist[v], v});
                }
        }
        long long worst = 0;
        for (int v = 1; v <= n; ++v) {
            if (dist[v] == inf) return -1;
            worst = max(worst, dist[v]);
        }
        return (int)worst;
    }
};
