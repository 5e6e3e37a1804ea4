class Solution {
public:
    vector<int> eventualSafeNodes(vector<vector<int>>& graph) {
        // three colours with an explicit stack: 0 new, 1 on the path, 2 safe, 3 unsafe
        int n = graph.size();
        vector<int> colour(n, 0);
        vector<size_t> next(n, 0);
        for (int s = 0; s < n; ++s) {
            if (colour[s]) continue;
            vector<int> stack{s};
            colour[s] = 1;
            while (!stack.empty()) {
                int v = stack.back();
                if (next[v] < graph[v].size()) {
                    int u = graph[v][next[v]++];
                    if (colour[u] == 0) { colour[u] = 1; stack.push_back(u); }
                    else if (colour[u] == 1 || colour[u] == 3) {  // a cycle, or leads to one
                        for (int w : stack) colour[w] = 3;
                        stack.clear();
                    }
                } else {
                    colour[v] = 2;
                    stack.pop_back();
                }
            }
        }
        vector<int> out;
        for (int v = 0; v < n; ++v) if (colour[v] == 2) out.push_back(v);
        return out;
    }
};
