def min_route_cost(cost):
    m, n = len(cost), len(cost[0])
    best = [0] * n  # best[c]: the least cost to reach (r, c) for the current row r
    for r in range(m):
        for c in range(n):
            if r == 0 and c == 0:
                best[c] = cost[0][0]
            elif r == 0:
                best[c] = best[c - 1] + cost[r][c]
            elif c == 0:
                best[c] = best[c] + cost[r][c]
            else:
                best[c] = min(best[c], best[c - 1]) + cost[r][c]
    return best[n - 1]
