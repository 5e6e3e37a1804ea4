def longest_rising_path(grid):
    m, n = len(grid), len(grid[0])
    best = [[1] * n for _ in range(m)]
    answer = 1
    for i in range(m - 1, -1, -1):
        for j in range(n - 1, -1, -1):
            for a, c in ((i + 1, j), (i, j + 1)):  # never up or left
                if a < m and c < n and grid[a][c] > grid[i][j]:
                    best[i][j] = max(best[i][j], best[a][c] + 1)
            answer = max(answer, best[i][j])
    return answer
