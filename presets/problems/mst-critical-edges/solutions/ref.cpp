class Solution {
    int n;
    vector<vector<int>> e;
    vector<int> order, parent;
    int find(int x) { while (parent[x] != x) x = parent[x] = parent[parent[x]]; return x; }
    long long mst(int skip, int force) {
        parent.assign(n, 0);
        iota(parent.begin(), parent.end(), 0);
        long long weight = 0;
        int joined = 0;
        if (force >= 0) { parent[find(e[force][0])] = find(e[force][1]); weight += e[force][2]; ++joined; }
        for (int i : order) {
            if (i == skip) continue;
            int a = find(e[i][0]), b = find(e[i][1]);
            if (a != b) { parent[a] = b; weight += e[i][2]; ++joined; }
        }
        return joined == n - 1 ? weight : LLONG_MAX;
    }
public:
    vector<vector<int>> criticalEdges(int n, vector<vector<int>>& edges) {
        this->n = n;
        e = edges;
        order.resize(e.size());
        iota(order.begin(), order.end(), 0);
        stable_sort(order.begin(), order.end(), [&](int a, int b) { return e[a][2] < e[b][2]; });
        long long best = mst(-1, -1);
        vector<vector<int>> out(2);
        for (int i = 0; i < (int)e.size(); ++i) {
            if (mst(i, -1) > best) out[0].push_back(i);
            else if (mst(-1, i) == best) out[1].push_back(i);
        }
        return out;
    }
};
