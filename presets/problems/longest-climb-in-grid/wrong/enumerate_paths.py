def longest_rising_path(grid):
    m, n = len(grid), len(grid[0])
    answer = 1
    for si in range(m):
        for sj in range(n):
            stack = [(si, sj, 1)]  # every rising path, no memo
            while stack:
                i, j, length = stack.pop()
                answer = max(answer, length)
                for a, c in ((i - 1, j), (i + 1, j), (i, j - 1), (i, j + 1)):
                    if 0 <= a < m and 0 <= c < n and grid[a][c] > grid[i][j]:
                        stack.append((a, c, length + 1))
    return answer
