def total_n_queens(n):
    def place(row, cols, diag):
        if row == n:
            return 1
        count = 0
        for c in range(n):
            if c not in cols and row - c not in diag:  # wrong: the anti-diagonal is never checked
                count += place(row + 1, cols | {c}, diag | {row - c})
        return count

    return place(0, frozenset(), frozenset())
