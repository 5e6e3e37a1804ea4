class Solution {
public:
    vector<vector<int>> rotate(vector<vector<int>>& matrix) {
        int m = matrix.size(), n = matrix[0].size();
        vector<vector<int>> out(n, vector<int>(m));
        for (int i = 0; i < m; ++i)
            for (int j = 0; j < n; ++j) out[j][m - 1 - i] = matrix[i][j];
        return out;
    }
};
