class Solution {
public:
    vector<int> findMinHeightTrees(int n, vector<vector<int>>& edges) {
        // two BFS passes find a diameter; its middle one or two nodes are the centres
        vector<vector<int>> adj(n);
        for (auto& e : edges) { adj[e[0]].push_back(e[1]); adj[e[1]].push_back(e[0]); }
        vector<int> parent(n);
        auto farthest = [&](int src) {
            vector<int> dist(n, -1);
            queue<int> q;
            q.push(src);
            dist[src] = 0;
            parent[src] = -1;
            int last = src;
            while (!q.empty()) {
                int v = q.front(); q.pop();
                last = v;
                for (int u : adj[v]) if (dist[u] < 0) { dist[u] = dist[v] + 1; parent[u] = v; q.push(u); }
            }
            return last;
        };
        int a = farthest(0);
        int b = farthest(a);
        vector<int> path;
        for (int v = b; v != -1; v = parent[v]) path.push_back(v);
        int len = path.size();
        if (len % 2 == 1) return {path[len / 2]};
        return {path[len / 2 - 1], path[len / 2]};
    }
};
