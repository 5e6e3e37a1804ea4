def min_route_cost(cost):
    m, n = len(cost), len(cost[0])

    def go(r, c):  # recomputed for every route through (r, c)
        if r == m - 1 and c == n - 1:
            return cost[r][c]
        options = []
        if r + 1 < m:
            options.append(go(r + 1, c))
        if c + 1 < n:
            options.append(go(r, c + 1))
        return cost[r][c] + min(options)

    return go(0, 0)
