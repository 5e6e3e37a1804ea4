class Solution {
    vector<int> color;
    vector<vector<int>> adj;
public:
    int countColorings(int n, vector<vector<int>>& edges) {
        adj.assign(n, {});
        for (auto& e : edges) { adj[e[0]].push_back(e[1]); adj[e[1]].push_back(e[0]); }
        color.assign(n, -1);
        const long long MOD = 1000000007LL;
        long long ways = 1;
        for (int s = 0; s < n; ++s) {
            if (color[s] != -1) continue;
            ways = ways * 2 % MOD;
            color[s] = 0;
            vector<int> stack = {s};
            while (!stack.empty()) {
                int u = stack.back(); stack.pop_back();
                for (int v : adj[u]) {
                    if (color[v] == -1) { color[v] = 1 - color[u]; stack.push_back(v); }
                    else if (color[v] == color[u]) return 0;
                }
            }
        }
        return (int)ways;
    }
};
