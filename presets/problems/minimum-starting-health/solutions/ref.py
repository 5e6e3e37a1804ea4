def min_starting_health(grid):
    m, n = len(grid), len(grid[0])
    INF = float("inf")
    # below[j]: least health needed before entering cell (i + 1, j); row m is a virtual row
    # whose only finite entry sits under the goal and asks for 1 health on arrival
    below = [INF] * (n + 1)
    below[n - 1] = 1
    for i in range(m - 1, -1, -1):
        need = [INF] * (n + 1)
        for j in range(n - 1, -1, -1):
            after = min(below[j], need[j + 1])  # go down or right
            need[j] = max(1, after - grid[i][j])  # never below 1, however big the potion
        below = need
    return below[0]
