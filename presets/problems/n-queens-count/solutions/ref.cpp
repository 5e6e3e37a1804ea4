class Solution {
    int full = 0;
    int place(int cols, int diag, int anti) {
        if (cols == full) return 1;
        int count = 0;
        for (int free = full & ~(cols | diag | anti); free; free &= free - 1) {
            int bit = free & -free;
            count += place(cols | bit, ((diag | bit) << 1) & full, (anti | bit) >> 1);
        }
        return count;
    }

public:
    int totalNQueens(int n) {
        full = (1 << n) - 1;
        return place(0, 0, 0);
    }
};
