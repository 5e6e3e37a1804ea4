class Solution {
public:
    vector<int> criticalStations(int n, vector<vector<int>>& links) {
        vector<vector<int>> adj(n);
        for (auto& l : links) { adj[l[0]].push_back(l[1]); adj[l[1]].push_back(l[0]); }
        vector<int> disc(n, -1), low(n, 0);
        vector<char> cut(n, 0);
        int timer = 0;
        for (int root = 0; root < n; ++root) {
            if (disc[root] != -1) continue;
            disc[root] = low[root] = timer++;
            int children = 0;
            vector<array<int, 3>> st{{root, -1, 0}};
            while (!st.empty()) {
                auto& top = st.back();
                int u = top[0], parent = top[1];
                if (top[2] < (int)adj[u].size()) {
                    int v = adj[u][top[2]++];
                    if (disc[v] == -1) {
                        disc[v] = low[v] = timer++;
                        if (u == root) ++children;
                        st.push_back({v, u, 0});
                    } else if (v != parent) low[u] = min(low[u], disc[v]);
                } else {
                    st.pop_back();
                    if (parent != -1) {
                        low[parent] = min(low[parent], low[u]);
                        if (parent != root && low[u] >= disc[parent]) cut[parent] = 1;
                    }
                }
            }
            if (children >= 2) cut[root] = 1;
        }
        vector<int> out;
        for (int i = 0; i < n; ++i) if (cut[i]) out.push_back(i);
        return out;
    }
};
