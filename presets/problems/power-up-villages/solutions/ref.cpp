class Solution {
    vector<int> parent;
    int find(int x) {
        while (parent[x] != x) { parent[x] = parent[parent[x]]; x = parent[x]; }
        return x;
    }
public:
    long long minPowerCost(int n, vector<int>& generator, vector<vector<int>>& cables) {
        vector<array<int, 3>> edges;
        for (int i = 0; i < n; ++i) edges.push_back({generator[i], n, i});
        for (auto& c : cables) edges.push_back({c[2], c[0], c[1]});
        sort(edges.begin(), edges.end());
        parent.resize(n + 1);
        iota(parent.begin(), parent.end(), 0);
        long long total = 0;
        int joined = 0;
        for (auto& [w, u, v] : edges) {
            int ru = find(u), rv = find(v);
            if (ru != rv) {
                parent[ru] = rv;
                total += w;
                if (++joined == n) break;
            }
        }
        return total;
    }
};
