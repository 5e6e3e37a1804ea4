class Solution {
public:
    int numIslands(vector<string>& grid) {
        int rows = grid.size(), cols = grid[0].size(), count = 0;
        vector<pair<int, int>> stack;
        const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
        for (int r = 0; r < rows; ++r) {
            for (int c = 0; c < cols; ++c) {
                if (grid[r][c] != '1') continue;
                ++count;
                grid[r][c] = '0';
                stack.push_back({r, c});
                while (!stack.empty()) {
                    auto [i, j] = stack.back();
                    stack.pop_back();
                    for (int d = 0; d < 4; ++d) {
                        int ni = i + dr[d], nj = j + dc[d];
                        if (ni < 0 || nj < 0 || ni >= rows || nj >= cols || grid[ni][nj] != '1') continue;
                        grid[ni][nj] = '0';
                        stack.push_back({ni, nj});
                    }
                }
            }
        }
        return count;
    }
};
