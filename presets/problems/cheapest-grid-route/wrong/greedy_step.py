def min_route_cost(cost):
    m, n = len(cost), len(cost[0])
    r = c = 0
    total = cost[0][0]
    while r < m - 1 or c < n - 1:
        if r == m - 1:
            c += 1
        elif c == n - 1:
            r += 1
        elif cost[r + 1][c] <= cost[r][c + 1]:  # the locally cheaper tile
            r += 1
        else:
            c += 1
        total += cost[r][c]
    return total
