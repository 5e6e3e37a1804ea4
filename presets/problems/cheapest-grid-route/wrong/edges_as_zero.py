def min_route_cost(cost):
    m, n = len(cost), len(cost[0])
    best = [[0] * (n + 1) for _ in range(m + 1)]  # row 0 and column 0 are padding of cost 0
    for r in range(1, m + 1):
        for c in range(1, n + 1):
            best[r][c] = cost[r - 1][c - 1] + min(best[r - 1][c], best[r][c - 1])
    return best[m][n]
