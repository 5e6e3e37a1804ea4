def best_depot(n, roads, budget):
    INF = float("inf")
    dist = [[INF] * n for _ in range(n)]
    for i in range(n):
        dist[i][i] = 0
    for u, v, d in roads:
        dist[u][v] = dist[v][u] = d
    for k in range(n):
        for i in range(n):
            for j in range(n):
                if dist[i][k] + dist[k][j] < dist[i][j]:
                    dist[i][j] = dist[i][k] + dist[k][j]
    best, best_count = 0, -1
    for i in range(n):
        count = sum(1 for j in range(n) if j != i and dist[i][j] <= budget)
        if count >= best_count:  # a later city wins the tie
            best, best_count = i, count
    return best
