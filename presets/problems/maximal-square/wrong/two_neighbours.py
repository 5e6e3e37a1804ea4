def maximal_square(matrix):
    rows, cols = len(matrix), len(matrix[0])
    side = [[0] * (cols + 1) for _ in range(rows + 1)]
    best = 0
    for r in range(1, rows + 1):
        for c in range(1, cols + 1):
            if matrix[r - 1][c - 1] == 1:
                side[r][c] = min(side[r - 1][c], side[r][c - 1]) + 1  # wrong: ignores the diagonal
                best = max(best, side[r][c])
    return best * best
