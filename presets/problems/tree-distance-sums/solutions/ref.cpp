class Solution {
public:
    vector<long long> sumOfDistances(int n, vector<vector<int>>& edges) {
        vector<vector<int>> adj(n);
        for (auto& e : edges) { adj[e[0]].push_back(e[1]); adj[e[1]].push_back(e[0]); }
        vector<int> parent(n, -1), order;
        vector<long long> depth(n, 0), size(n, 1), answer(n, 0);
        vector<char> seen(n, 0);
        order.reserve(n);
        order.push_back(0);
        seen[0] = 1;
        for (size_t k = 0; k < order.size(); ++k) {
            int v = order[k];
            for (int u : adj[v])
                if (!seen[u]) { seen[u] = 1; parent[u] = v; depth[u] = depth[v] + 1; order.push_back(u); }
        }
        for (int k = n - 1; k > 0; --k) size[parent[order[k]]] += size[order[k]];
        for (int v = 0; v < n; ++v) answer[0] += depth[v];
        for (int k = 1; k < n; ++k) {
            int v = order[k];
            answer[v] = answer[parent[v]] + n - 2 * size[v];
        }
        return answer;
    }
};
