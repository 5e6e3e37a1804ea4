def critical_stations(n, links):
    adj = [[] for _ in range(n)]
    for u, v in links:
        adj[u].append(v)
        adj[v].append(u)
    disc, low, cut = [-1] * n, [0] * n, [False] * n
    timer = 0
    for root in range(n):
        if disc[root] != -1:
            continue
        disc[root] = low[root] = timer
        timer += 1
        stack = [(root, -1, 0)]
        while stack:
            u, parent, i = stack[-1]
            if i < len(adj[u]):
                stack[-1] = (u, parent, i + 1)
                v = adj[u][i]
                if disc[v] == -1:
                    disc[v] = low[v] = timer
                    timer += 1
                    stack.append((v, u, 0))
                elif v != parent:
                    low[u] = min(low[u], disc[v])
            else:
                stack.pop()
                if parent != -1:
                    low[parent] = min(low[parent], low[u])
                    if low[u] >= disc[parent]:  # always true for the root's children
                        cut[parent] = True
    return [i for i in range(n) if cut[i]]
