def min_starting_health(grid):
    m, n = len(grid), len(grid[0])
    INF = float("inf")
    # below[j]: least health needed before entering cell (i + 1, j); row m is a virtual row
    # whose only finite entry sits under the goal and asks for 1 health on arrival
    below = [INF] * (n + 1)
    below[n - 1] = 0
    for i in range(m - 1, -1, -1):
        need = [INF] * (n + 1)
        for j in range(n - 1, -1, -1):
            after = min(below[j], need[j + 1])  # go down or right
            need[j] = max(0, after - grid[i][j])  # 0 health counted as alive
        below = need
    return below[0]
