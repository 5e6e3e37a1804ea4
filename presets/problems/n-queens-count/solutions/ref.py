def total_n_queens(n):
    full = (1 << n) - 1

    def place(cols, diag, anti):
        # cols/diag/anti: bitmasks of squares in this row attacked along a column or diagonal
        if cols == full:
            return 1
        count = 0
        free = full & ~(cols | diag | anti)
        while free:
            bit = free & -free
            free ^= bit
            count += place(cols | bit, ((diag | bit) << 1) & full, (anti | bit) >> 1)
        return count

    return place(0, 0, 0)
