def min_power_cost(n, generator, cables):
    adj = [[] for _ in range(n + 1)]
    for i, g in enumerate(generator):
        adj[n].append((i, g))
        adj[i].append((n, g))
    for u, v, c in cables:
        adj[u].append((v, c))
        adj[v].append((u, c))
    INF = float("inf")
    key = [INF] * (n + 1)
    used = [False] * (n + 1)
    key[n] = 0
    total = 0
    for _ in range(n + 1):
        u = -1
        for v in range(n + 1):  # O(n) scan per added node
            if not used[v] and (u == -1 or key[v] < key[u]):
                u = v
        used[u] = True
        total += key[u]
        for v, w in adj[u]:
            if not used[v] and w < key[v]:
                key[v] = w
    return total
