def min_starting_health(grid):
    m, n = len(grid), len(grid[0])
    # per cell keep (health change so far, lowest change so far) of the richest route
    state = [[None] * n for _ in range(m)]
    state[0][0] = (grid[0][0], grid[0][0])
    for i in range(m):
        for j in range(n):
            if i == 0 and j == 0:
                continue
            options = []
            for a, b in ((i - 1, j), (i, j - 1)):
                if a >= 0 and b >= 0:
                    total, low = state[a][b]
                    t = total + grid[i][j]
                    options.append((t, min(low, t)))
            state[i][j] = max(options)  # the richest route, not the safest
    return max(1, 1 - state[m - 1][n - 1][1])
