class Solution {
public:
    int uniquePathsWithObstacles(vector<vector<int>>& grid) {
        const int mod = 1000000007;
        int rows = grid.size(), cols = grid[0].size();
        vector<vector<int>> ways(rows, vector<int>(cols, 0));
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < cols; ++c) {
                if (grid[r][c] == 1) continue;
                if (r == 0 && c == 0) { ways[r][c] = 1; continue; }
                long long w = 0;
                if (r > 0) w += ways[r - 1][c];
                if (c > 0) w += ways[r][c - 1];
                ways[r][c] = w % mod;
            }
        return ways[rows - 1][cols - 1];
    }
};
