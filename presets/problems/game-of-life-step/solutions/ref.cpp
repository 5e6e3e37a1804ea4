class Solution {
public:
    vector<vector<int>> lifeAfter(vector<vector<int>>& board, int steps) {
        int m = board.size(), n = board[0].size();
        vector<vector<int>> cur = board;
        for (int s = 0; s < steps; ++s) {
            vector<vector<int>> nxt(m, vector<int>(n, 0));
            for (int i = 0; i < m; ++i)
                for (int j = 0; j < n; ++j) {
                    int live = 0;
                    for (int di = -1; di <= 1; ++di)
                        for (int dj = -1; dj <= 1; ++dj) {
                            if (!di && !dj) continue;
                            int a = i + di, b = j + dj;
                            if (a >= 0 && a < m && b >= 0 && b < n) live += cur[a][b];
                        }
                    nxt[i][j] = (live == 3 || (cur[i][j] && live == 2)) ? 1 : 0;
                }
            cur = nxt;
        }
        return cur;
    }
};
