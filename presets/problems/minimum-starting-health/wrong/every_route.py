def min_starting_health(grid):
    m, n = len(grid), len(grid[0])
    best = float("inf")
    stack = [(0, 0, grid[0][0], grid[0][0])]  # (i, j, health change so far, lowest change so far)
    while stack:  # every route: C(m + n - 2, m - 1) of them
        i, j, total, low = stack.pop()
        if i == m - 1 and j == n - 1:
            best = min(best, max(1, 1 - low))
            continue
        for a, b in ((i + 1, j), (i, j + 1)):
            if a < m and b < n:
                t = total + grid[a][b]
                stack.append((a, b, t, min(low, t)))
    return best
