def num_submatrix_sum_target(matrix, target):
    rows, cols = len(matrix), len(matrix[0])
    if rows > cols:  # iterate pairs over the shorter side
        matrix = [list(c) for c in zip(*matrix)]
        rows, cols = cols, rows
    # col_pre[r][c] = sum of matrix[0..r-1][c]
    col_pre = [[0] * cols]
    for row in matrix:
        prev = col_pre[-1]
        col_pre.append([prev[c] + row[c] for c in range(cols)])
    count = 0
    for top in range(rows):
        base = col_pre[top]
        for bottom in range(top + 1, rows + 1):
            cur = col_pre[bottom]
            seen = {0: 1}
            run = 0
            for c in range(cols):
                run += cur[c] - base[c]
                count += seen.get(run - target, 0)
                seen[run] = seen.get(run, 0) + 1
    return count
