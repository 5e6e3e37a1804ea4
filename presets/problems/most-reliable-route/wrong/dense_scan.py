def max_reliability(n, links, source, target):
    adj = [[] for _ in range(n)]
    for u, v, p in links:
        adj[u].append((v, p / 100.0))
        adj[v].append((u, p / 100.0))
    best = [0.0] * n
    best[source] = 1.0
    done = [False] * n
    for _ in range(n):
        u, top = -1, -1.0
        for v in range(n):  # O(n) scan for the best unsettled node
            if not done[v] and best[v] > top:
                u, top = v, best[v]
        if u == -1 or top == 0.0:
            break
        done[u] = True
        for v, p in adj[u]:
            best[v] = max(best[v], top * p)
    return best[target]
