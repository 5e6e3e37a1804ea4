def critical_connections(n, connections):
    adj = [[] for _ in range(n)]
    for i, (a, b) in enumerate(connections):
        adj[a].append((b, i))
        adj[b].append((a, i))
    out = []
    for skip, (a, b) in enumerate(connections):
        seen = [False] * n
        seen[0] = True
        stack = [0]
        while stack:
            u = stack.pop()
            for v, eid in adj[u]:
                if eid != skip and not seen[v]:
                    seen[v] = True
                    stack.append(v)
        if not all(seen):
            out.append([min(a, b), max(a, b)])
    out.sort()
    return out
