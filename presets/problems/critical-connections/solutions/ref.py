def critical_connections(n, connections):
    adj = [[] for _ in range(n)]
    for i, (a, b) in enumerate(connections):
        adj[a].append((b, i))
        adj[b].append((a, i))
    tin = [-1] * n
    low = [0] * n
    timer = 0
    out = []
    for root in range(n):
        if tin[root] != -1:
            continue
        tin[root] = low[root] = timer
        timer += 1
        # frames: (vertex, edge id used to enter it, next neighbour index)
        stack = [[root, -1, 0]]
        while stack:
            frame = stack[-1]
            u, via, k = frame
            if k < len(adj[u]):
                frame[2] += 1
                v, eid = adj[u][k]
                if eid == via:
                    continue
                if tin[v] == -1:
                    tin[v] = low[v] = timer
                    timer += 1
                    stack.append([v, eid, 0])
                elif tin[v] < low[u]:
                    low[u] = tin[v]
            else:
                stack.pop()
                if stack:
                    p = stack[-1][0]
                    if low[u] < low[p]:
                        low[p] = low[u]
                    if low[u] > tin[p]:
                        out.append([min(u, p), max(u, p)])
    out.sort()
    return out
