class Solution {
    vector<int> parent, size_;
    int find(int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];  // path halving
            x = parent[x];
        }
        return x;
    }

public:
    vector<int> findRedundantConnection(vector<vector<int>>& edges) {
        int n = edges.size();
        parent.resize(n + 1);
        size_.assign(n + 1, 1);
        iota(parent.begin(), parent.end(), 0);
        for (auto& e : edges) {
            int a = find(e[0]), b = find(e[1]);
            if (a == b) return e;
            if (size_[a] < size_[b]) swap(a, b);  // union by size
            parent[b] = a;
            size_[a] += size_[b];
        }
        return {};
    }
};
