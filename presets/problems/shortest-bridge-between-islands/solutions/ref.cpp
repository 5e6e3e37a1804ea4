class Solution {
public:
    int shortestBridge(vector<vector<int>>& grid) {
        int m = grid.size(), n = grid[0].size();
        vector<vector<char>> seen(m, vector<char>(n, 0));
        const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
        vector<pair<int, int>> level, stack;
        for (int r = 0; r < m && stack.empty(); ++r)
            for (int c = 0; c < n; ++c)
                if (grid[r][c] == 1) { stack.push_back({r, c}); seen[r][c] = 1; break; }
        level = stack;
        while (!stack.empty()) {
            auto [i, j] = stack.back();
            stack.pop_back();
            for (int d = 0; d < 4; ++d) {
                int a = i + dr[d], b = j + dc[d];
                if (a >= 0 && a < m && b >= 0 && b < n && grid[a][b] == 1 && !seen[a][b]) {
                    seen[a][b] = 1;
                    stack.push_back({a, b});
                    level.push_back({a, b});
                }
            }
        }
        for (int filled = 0; !level.empty(); ++filled) {
            vector<pair<int, int>> next;
            for (auto [i, j] : level)
                for (int d = 0; d < 4; ++d) {
                    int a = i + dr[d], b = j + dc[d];
                    if (a < 0 || a >= m || b < 0 || b >= n || seen[a][b]) continue;
                    if (grid[a][b] == 1) return filled;
                    seen[a][b] = 1;
                    next.push_back({a, b});
                }
            level.swap(next);
        }
        return -1;
    }
};
