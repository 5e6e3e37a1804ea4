def best_depot(n, roads, budget):
    INF = float("inf")
    dist = [[INF] * n for _ in range(n)]
    for i in range(n):
        dist[i][i] = 0
    for u, v, d in roads:
        dist[u][v] = dist[v][u] = min(dist[u][v], d)
    for k in range(n):  # routes whose intermediate cities are all < k + 1
        dk = dist[k]
        for i in range(n):
            di = dist[i]
            via = di[k]
            if via == INF:
                continue
            for j in range(n):
                if via + dk[j] < di[j]:
                    di[j] = via + dk[j]
    best, best_count = 0, -1
    for i in range(n):
        count = sum(1 for j in range(n) if j != i and dist[i][j] <= budget)
        if count > best_count:
            best, best_count = i, count
    return best
