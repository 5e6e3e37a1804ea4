def num_submatrix_sum_target(matrix, target):
    # Forgets the empty prefix (seen starts empty), so rectangles starting at column 0 are missed.
    R, C = len(matrix), len(matrix[0])
    count = 0
    for top in range(R):
        colsum = [0] * C
        for bottom in range(top, R):
            for c in range(C):
                colsum[c] += matrix[bottom][c]
            seen, run = {}, 0
            for c in range(C):
                run += colsum[c]
                count += seen.get(run - target, 0)
                seen[run] = seen.get(run, 0) + 1
    return count
