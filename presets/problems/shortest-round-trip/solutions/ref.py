def shortest_tour(dist):
    n = len(dist)
    if n == 1:
        return 0
    INF = float("inf")
    full = 1 << n
    dp = [[INF] * n for _ in range(full)]
    dp[1][0] = 0
    for mask in range(1, full, 2):
        row = dp[mask]
        for v in range(n):
            cur = row[v]
            if cur == INF:
                continue
            dv = dist[v]
            for u in range(n):
                if not mask >> u & 1:
                    nm = mask | 1 << u
                    if cur + dv[u] < dp[nm][u]:
                        dp[nm][u] = cur + dv[u]
    last = dp[full - 1]
    return min(last[v] + dist[v][0] for v in range(1, n))
