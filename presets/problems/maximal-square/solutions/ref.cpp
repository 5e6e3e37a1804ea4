class Solution {
public:
    int maximalSquare(vector<vector<int>>& matrix) {
        int rows = matrix.size(), cols = matrix[0].size(), best = 0;
        vector<vector<int>> side(rows + 1, vector<int>(cols + 1, 0));
        for (int r = 1; r <= rows; ++r)
            for (int c = 1; c <= cols; ++c)
                if (matrix[r - 1][c - 1] == 1) {
                    side[r][c] = min({side[r - 1][c], side[r][c - 1], side[r - 1][c - 1]}) + 1;
                    best = max(best, side[r][c]);
                }
        return best * best;
    }
};
