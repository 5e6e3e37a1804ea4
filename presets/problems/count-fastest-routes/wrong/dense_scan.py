def count_fastest_routes(n, roads):
    MOD = 10**9 + 7
    adj = [[] for _ in range(n)]
    for u, v, t in roads:
        adj[u].append((v, t))
        adj[v].append((u, t))
    INF = float("inf")
    dist, ways, done = [INF] * n, [0] * n, [False] * n
    dist[0], ways[0] = 0, 1
    for _ in range(n):
        u = -1
        for v in range(n):  # O(n) scan per settled junction
            if not done[v] and dist[v] < INF and (u == -1 or dist[v] < dist[u]):
                u = v
        if u == -1:
            break
        done[u] = True
        for v, t in adj[u]:
            nd = dist[u] + t
            if nd < dist[v]:
                dist[v], ways[v] = nd, ways[u]
            elif nd == dist[v]:
                ways[v] = (ways[v] + ways[u]) % MOD
    return ways[n - 1]
