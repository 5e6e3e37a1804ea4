class Solution {
    vector<vector<string>> grid;
    string w;
    int rows = 0, cols = 0;
    bool walk(int r, int c, size_t i) {
        if (r < 0 || r >= rows || c < 0 || c >= cols || grid[r][c][0] != w[i]) return false;
        if (i + 1 == w.size()) return true;
        string keep = grid[r][c];
        grid[r][c] = "#";  // used on the current path
        bool found = walk(r + 1, c, i + 1) || walk(r - 1, c, i + 1) || walk(r, c + 1, i + 1) || walk(r, c - 1, i + 1);
        grid[r][c] = keep;
        return found;
    }

public:
    bool exist(vector<vector<string>>& board, string word) {
        grid = board;
        w = word;
        rows = board.size();
        cols = board[0].size();
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < cols; ++c)
                if (walk(r, c, 0)) return true;
        return false;
    }
};
