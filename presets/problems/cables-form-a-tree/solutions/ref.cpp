class Solution {
public:
    bool isTree(int n, vector<vector<int>>& cables) {
        if ((long long)cables.size() != n - 1) return false;
        vector<vector<int>> adj(n);
        for (auto& c : cables) {
            adj[c[0]].push_back(c[1]);
            adj[c[1]].push_back(c[0]);
        }
        vector<char> seen(n, 0);
        seen[0] = 1;
        int reached = 1;
        vector<int> stack{0};
        while (!stack.empty()) {
            int v = stack.back();
            stack.pop_back();
            for (int w : adj[v])
                if (!seen[w]) {
                    seen[w] = 1;
                    ++reached;
                    stack.push_back(w);
                }
        }
        return reached == n;
    }
};
