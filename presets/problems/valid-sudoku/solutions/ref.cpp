class Solution {
public:
    bool isValidSudoku(vector<vector<string>>& board) {
        // One bitmask of seen digits per row, column and box.
        int row[9] = {0}, col[9] = {0}, box[9] = {0};
        for (int r = 0; r < 9; ++r)
            for (int c = 0; c < 9; ++c) {
                if (board[r][c] == ".") continue;
                int bit = 1 << (board[r][c][0] - '0');
                int b = r / 3 * 3 + c / 3;
                if ((row[r] | col[c] | box[b]) & bit) return false;
                row[r] |= bit; col[c] |= bit; box[b] |= bit;
            }
        return true;
    }
};
