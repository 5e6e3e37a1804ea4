class Solution {
public:
    int minEdgesToStronglyConnect(int n, vector<vector<int>>& edges) {
        // Kosaraju with iterative DFS.
        vector<vector<int>> g(n), rg(n);
        for (auto& e : edges) { g[e[0]].push_back(e[1]); rg[e[1]].push_back(e[0]); }
        vector<int> order;
        vector<char> seen(n, 0);
        for (int s = 0; s < n; ++s) {
            if (seen[s]) continue;
            vector<pair<int, size_t>> st = {{s, 0}};
            seen[s] = 1;
            while (!st.empty()) {
                auto& [u, k] = st.back();
                if (k < g[u].size()) {
                    int v = g[u][k++];
                    if (!seen[v]) { seen[v] = 1; st.push_back({v, 0}); }
                } else { order.push_back(u); st.pop_back(); }
            }
        }
        vector<int> comp(n, -1);
        int nc = 0;
        for (int i = n - 1; i >= 0; --i) {
            int s = order[i];
            if (comp[s] != -1) continue;
            vector<int> st = {s};
            comp[s] = nc;
            while (!st.empty()) {
                int u = st.back(); st.pop_back();
                for (int v : rg[u]) if (comp[v] == -1) { comp[v] = nc; st.push_back(v); }
            }
            ++nc;
        }
        if (nc == 1) return 0;
        vector<char> in(nc, 0), out(nc, 0);
        for (auto& e : edges) if (comp[e[0]] != comp[e[1]]) { out[comp[e[0]]] = 1; in[comp[e[1]]] = 1; }
        int sources = 0, sinks = 0;
        for (int c = 0; c < nc; ++c) { sources += !in[c]; sinks += !out[c]; }
        return max(sources, sinks);
    }
};
