class Solution {
    vector<int> parent;
    int find(int x) {
        while (parent[x] != x) { parent[x] = parent[parent[x]]; x = parent[x]; }
        return x;
    }
public:
    vector<bool> reachableUnderLimit(int n, vector<vector<int>>& roads, vector<vector<int>>& queries) {
        parent.resize(n);
        iota(parent.begin(), parent.end(), 0);
        vector<vector<int>> edges = roads;
        sort(edges.begin(), edges.end(), [](auto& a, auto& b) { return a[2] < b[2]; });
        vector<int> order(queries.size());
        iota(order.begin(), order.end(), 0);
        sort(order.begin(), order.end(), [&](int a, int b) { return queries[a][2] < queries[b][2]; });
        vector<bool> answer(queries.size(), false);
        size_t e = 0;
        for (int j : order) {
            int limit = queries[j][2];
            while (e < edges.size() && edges[e][2] < limit) {
                int a = find(edges[e][0]), b = find(edges[e][1]);
                if (a != b) parent[a] = b;
                ++e;
            }
            answer[j] = find(queries[j][0]) == find(queries[j][1]);
        }
        return answer;
    }
};
