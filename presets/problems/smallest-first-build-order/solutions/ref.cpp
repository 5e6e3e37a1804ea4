class Solution {
public:
    vector<int> buildOrder(int n, vector<vector<int>>& deps) {
        vector<int> waiting(n, 0);
        vector<vector<int>> users(n);
        for (auto& d : deps) { ++waiting[d[0]]; users[d[1]].push_back(d[0]); }
        priority_queue<int, vector<int>, greater<int>> ready;
        for (int v = 0; v < n; ++v) if (waiting[v] == 0) ready.push(v);
        vector<int> order;
        while (!ready.empty()) {
            int v = ready.top();
            ready.pop();
            order.push_back(v);
            for (int u : users[v]) if (--waiting[u] == 0) ready.push(u);
        }
        if ((int)order.size() != n) order.clear();
        return order;
    }
};
