def min_seeds(n, links):
    adj = [[] for _ in range(n)]
    radj = [[] for _ in range(n)]
    for u, v in links:
        adj[u].append(v)
        radj[v].append(u)
    # Kosaraju, pass 1: the finishing order on the graph, iteratively
    seen = [False] * n
    order = []
    for s in range(n):
        if seen[s]:
            continue
        seen[s] = True
        stack = [(s, 0)]
        while stack:
            u, i = stack[-1]
            if i < len(adj[u]):
                stack[-1] = (u, i + 1)
                v = adj[u][i]
                if not seen[v]:
                    seen[v] = True
                    stack.append((v, 0))
            else:
                stack.pop()
                order.append(u)
    # pass 2: components on the reversed graph, in reverse finishing order
    comp = [-1] * n
    c = 0
    for s in reversed(order):
        if comp[s] != -1:
            continue
        comp[s] = c
        stack = [s]
        while stack:
            u = stack.pop()
            for v in radj[u]:
                if comp[v] == -1:
                    comp[v] = c
                    stack.append(v)
        c += 1
    has_entry = [False] * c
    for u, v in links:
        if comp[u] != comp[v]:
            has_entry[comp[v]] = True
    return has_entry.count(False)
