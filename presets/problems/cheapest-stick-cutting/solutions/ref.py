def min_cost(length, cuts):
    p = [0] + sorted(cuts) + [length]
    k = len(p)
    cost = [[0] * k for _ in range(k)]  # cost[i][j]: cutting every mark strictly inside (p[i], p[j])
    for span in range(2, k):
        for i in range(k - span):
            j = i + span
            best = min(cost[i][m] + cost[m][j] for m in range(i + 1, j))
            cost[i][j] = best + p[j] - p[i]
    return cost[0][k - 1]
