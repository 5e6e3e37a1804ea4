def reachable_under_limit(n, roads, queries):
    adj = [[] for _ in range(n)]
    for u, v, w in roads:
        adj[u].append((v, w))
        adj[v].append((u, w))
    out = []
    for p, q, limit in queries:  # a full search per query
        seen = [False] * n
        seen[p] = True
        stack = [p]
        while stack:
            u = stack.pop()
            for v, w in adj[u]:
                if w < limit and not seen[v]:
                    seen[v] = True
                    stack.append(v)
        out.append(seen[q])
    return out
