class Solution {
public:
    vector<int> spiralOrder(vector<vector<int>>& matrix) {
        int top = 0, bottom = matrix.size() - 1, left = 0, right = matrix[0].size() - 1;
        vector<int> out;
        while (top <= bottom && left <= right) {
            for (int c = left; c <= right; ++c) out.push_back(matrix[top][c]);
            for (int r = top + 1; r <= bottom; ++r) out.push_back(matrix[r][right]);
            if (top < bottom && left < right) {
                for (int c = right - 1; c >= left; --c) out.push_back(matrix[bottom][c]);
                for (int r = bottom - 1; r > top; --r) out.push_back(matrix[r][left]);
            }
            ++top; --bottom; ++left; --right;
        }
        return out;
    }
};
