class Solution {
public:
    double maxReliability(int n, vector<vector<int>>& links, int source, int target) {
        vector<vector<pair<int, double>>> adj(n);
        for (auto& l : links) {
            adj[l[0]].push_back({l[1], l[2] / 100.0});
            adj[l[1]].push_back({l[0], l[2] / 100.0});
        }
        vector<double> best(n, 0.0);
        best[source] = 1.0;
        priority_queue<pair<double, int>> pq;
        pq.push({1.0, source});
        while (!pq.empty()) {
            auto [prob, u] = pq.top();
            pq.pop();
            if (prob < best[u]) continue;
            if (u == target) return prob;
            for (auto [v, p] : adj[u]) {
                double q = prob * p;
                if (q > best[v]) { best[v] = q; pq.push({q, v}); }
            }
        }
        return 0.0;
    }
};
