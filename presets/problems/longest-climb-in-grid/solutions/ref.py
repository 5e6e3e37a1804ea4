def longest_rising_path(grid):
    m, n = len(grid), len(grid[0])
    best = [[1] * n for _ in range(m)]
    cells = sorted(((grid[i][j], i, j) for i in range(m) for j in range(n)), reverse=True)
    answer = 1
    for h, i, j in cells:  # highest first: every higher neighbour is already final
        b = 1
        for a, c in ((i - 1, j), (i + 1, j), (i, j - 1), (i, j + 1)):
            if 0 <= a < m and 0 <= c < n and grid[a][c] > h:
                b = max(b, best[a][c] + 1)
        best[i][j] = b
        answer = max(answer, b)
    return answer
