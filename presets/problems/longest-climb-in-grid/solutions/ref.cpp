class Solution {
public:
    int longestRisingPath(vector<vector<int>>& grid) {
        // topological layers: peel the cells with no higher neighbour, layer by layer
        int m = grid.size(), n = grid[0].size();
        const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
        vector<int> higher(m * n, 0);
        vector<int> layer;
        for (int i = 0; i < m; ++i)
            for (int j = 0; j < n; ++j) {
                for (int d = 0; d < 4; ++d) {
                    int a = i + dr[d], c = j + dc[d];
                    if (a >= 0 && a < m && c >= 0 && c < n && grid[a][c] > grid[i][j]) ++higher[i * n + j];
                }
                if (higher[i * n + j] == 0) layer.push_back(i * n + j);
            }
        int layers = 0;
        while (!layer.empty()) {
            ++layers;
            vector<int> next;
            for (int cell : layer) {
                int i = cell / n, j = cell % n;
                for (int d = 0; d < 4; ++d) {
                    int a = i + dr[d], c = j + dc[d];
                    if (a >= 0 && a < m && c >= 0 && c < n && grid[a][c] < grid[i][j])
                        if (--higher[a * n + c] == 0) next.push_back(a * n + c);
                }
            }
            layer.swap(next);
        }
        return layers;
    }
};
