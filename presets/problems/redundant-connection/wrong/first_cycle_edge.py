def find_redundant_connection(edges):
    # Finds the cycle correctly but returns its FIRST edge in the input instead of the last.
    n = len(edges)
    adj = [[] for _ in range(n + 1)]
    for i, (u, v) in enumerate(edges):
        adj[u].append((v, i))
        adj[v].append((u, i))
    degree = [len(a) for a in adj]
    leaves = [x for x in range(1, n + 1) if degree[x] == 1]
    gone = [False] * (n + 1)
    while leaves:  # peel leaves until only the cycle remains
        x = leaves.pop()
        gone[x] = True
        for y, _ in adj[x]:
            if not gone[y]:
                degree[y] -= 1
                if degree[y] == 1:
                    leaves.append(y)
    on_cycle = [i for i, (u, v) in enumerate(edges) if not gone[u] and not gone[v]]
    return edges[min(on_cycle)]
