class Solution {
public:
    int minSeeds(int n, vector<vector<int>>& links) {
        vector<vector<int>> adj(n), radj(n);
        for (auto& l : links) { adj[l[0]].push_back(l[1]); radj[l[1]].push_back(l[0]); }
        vector<char> seen(n, 0);
        vector<int> order;
        for (int s = 0; s < n; ++s) {
            if (seen[s]) continue;
            seen[s] = 1;
            vector<pair<int, int>> st{{s, 0}};
            while (!st.empty()) {
                auto& [u, i] = st.back();
                if (i < (int)adj[u].size()) {
                    int v = adj[u][i++];
                    if (!seen[v]) { seen[v] = 1; st.push_back({v, 0}); }
                } else { order.push_back(u); st.pop_back(); }
            }
        }
        vector<int> comp(n, -1);
        int c = 0;
        for (int k = n - 1; k >= 0; --k) {
            int s = order[k];
            if (comp[s] != -1) continue;
            comp[s] = c;
            vector<int> st{s};
            while (!st.empty()) {
                int u = st.back(); st.pop_back();
                for (int v : radj[u]) if (comp[v] == -1) { comp[v] = c; st.push_back(v); }
            }
            ++c;
        }
        vector<char> entry(c, 0);
        for (auto& l : links) if (comp[l[0]] != comp[l[1]]) entry[comp[l[1]]] = 1;
        return count(entry.begin(), entry.end(), 0);
    }
};
