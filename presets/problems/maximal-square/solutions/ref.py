def maximal_square(matrix):
    cols = len(matrix[0])
    side = [0] * (cols + 1)  # side[c + 1]: largest all-ones square ending at (row, c)
    best = 0
    for row in matrix:
        diag = 0  # side[c] of the previous row, before it was overwritten
        for c in range(cols):
            above = side[c + 1]
            if row[c] == 1:
                side[c + 1] = min(above, side[c], diag) + 1
                best = max(best, side[c + 1])
            else:
                side[c + 1] = 0
            diag = above
    return best * best
