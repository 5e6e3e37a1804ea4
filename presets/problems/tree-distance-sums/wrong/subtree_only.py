def sum_of_distances(n, edges):
    adj = [[] for _ in range(n)]
    for a, b in edges:
        adj[a].append(b)
        adj[b].append(a)
    parent = [-1] * n
    order = [0]
    seen = [False] * n
    seen[0] = True
    for v in order:
        for u in adj[v]:
            if not seen[u]:
                seen[u] = True
                parent[u] = v
                order.append(u)
    size = [1] * n
    down = [0] * n  # distances to the nodes below only
    for v in reversed(order[1:]):
        size[parent[v]] += size[v]
        down[parent[v]] += down[v] + size[v]
    return down
