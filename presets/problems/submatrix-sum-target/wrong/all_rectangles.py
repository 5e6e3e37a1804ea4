def num_submatrix_sum_target(matrix, target):
    # 2-D prefix sums but every rectangle enumerated: O(R^2 C^2).
    R, C = len(matrix), len(matrix[0])
    pre = [[0] * (C + 1) for _ in range(R + 1)]
    for r in range(R):
        for c in range(C):
            pre[r + 1][c + 1] = matrix[r][c] + pre[r][c + 1] + pre[r + 1][c] - pre[r][c]
    count = 0
    for r1 in range(R):
        for r2 in range(r1 + 1, R + 1):
            for c1 in range(C):
                for c2 in range(c1 + 1, C + 1):
                    if pre[r2][c2] - pre[r1][c2] - pre[r2][c1] + pre[r1][c1] == target:
                        count += 1
    return count
