def min_cost_connect_points(points):
    n = len(points)
    INF = float("inf")
    dist = [INF] * n
    used = [False] * n
    dist[0] = 0
    total = 0
    for _ in range(n):
        u = -1
        best = INF
        for i in range(n):
            if not used[i] and dist[i] < best:
                best = dist[i]
                u = i
        used[u] = True
        total += best
        ux, uy = points[u]
        for i in range(n):
            if not used[i]:
                d = abs(points[i][0] - ux) + abs(points[i][1] - uy)
                if d < dist[i]:
                    dist[i] = d
    return total
