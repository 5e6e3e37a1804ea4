class Solution {
public:
    int minutesUntilAllMouldy(vector<vector<int>>& grid) {
        int m = grid.size(), n = grid[0].size();
        int fresh = 0;
        vector<pair<int, int>> level;
        for (int r = 0; r < m; ++r)
            for (int c = 0; c < n; ++c) {
                if (grid[r][c] == 1) ++fresh;
                else if (grid[r][c] == 2) level.push_back({r, c});
            }
        const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
        int minutes = 0;
        while (!level.empty() && fresh > 0) {
            vector<pair<int, int>> next;
            for (auto [r, c] : level)
                for (int d = 0; d < 4; ++d) {
                    int nr = r + dr[d], nc = c + dc[d];
                    if (nr >= 0 && nr < m && nc >= 0 && nc < n && grid[nr][nc] == 1) {
                        grid[nr][nc] = 2;
                        --fresh;
                        next.push_back({nr, nc});
                    }
                }
            level.swap(next);
            ++minutes;
        }
        return fresh > 0 ? -1 : minutes;
    }
};
