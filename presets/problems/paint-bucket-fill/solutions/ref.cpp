class Solution {
public:
    vector<vector<int>> floodFill(vector<vector<int>>& image, int row, int col, int color) {
        int old = image[row][col];
        if (old == color) return image;
        int m = image.size(), n = image[0].size();
        image[row][col] = color;
        vector<pair<int, int>> stack{{row, col}};
        const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
        while (!stack.empty()) {
            auto [r, c] = stack.back();
            stack.pop_back();
            for (int d = 0; d < 4; ++d) {
                int nr = r + dr[d], nc = c + dc[d];
                if (nr >= 0 && nr < m && nc >= 0 && nc < n && image[nr][nc] == old) {
                    image[nr][nc] = color;
                    stack.push_back({nr, nc});
                }
            }
        }
        return image;
    }
};
