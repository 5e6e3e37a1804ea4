class Solution {
public:
    vector<vector<int>> criticalConnections(int n, vector<vector<int>>& connections) {
        vector<vector<pair<int, int>>> adj(n);
        for (int i = 0; i < (int)connections.size(); ++i) {
            adj[connections[i][0]].push_back({connections[i][1], i});
            adj[connections[i][1]].push_back({connections[i][0], i});
        }
        vector<int> tin(n, -1), low(n, 0);
        int timer = 0;
        vector<vector<int>> out;
        struct Frame { int u, via; size_t k; };
        for (int root = 0; root < n; ++root) {
            if (tin[root] != -1) continue;
            tin[root] = low[root] = timer++;
            vector<Frame> st = {{root, -1, 0}};
            while (!st.empty()) {
                Frame& f = st.back();
                int u = f.u;
                if (f.k < adj[u].size()) {
                    auto [v, eid] = adj[u][f.k++];
                    if (eid == f.via) continue;
                    if (tin[v] == -1) { tin[v] = low[v] = timer++; st.push_back({v, eid, 0}); }
                    else low[u] = min(low[u], tin[v]);
                } else {
                    st.pop_back();
                    if (!st.empty()) {
                        int p = st.back().u;
                        low[p] = min(low[p], low[u]);
                        if (low[u] > tin[p]) out.push_back({min(u, p), max(u, p)});
                    }
                }
            }
        }
        sort(out.begin(), out.end());
        return out;
    }
};
