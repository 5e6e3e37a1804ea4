def is_tree(n, cables):
    if len(cables) != n - 1:
        return False
    adj = [[] for _ in range(n)]
    for a, b in cables:
        adj[a].append(b)
        adj[b].append(a)
    seen = [False] * n
    seen[0] = True
    reached = 1
    stack = [0]
    while stack:
        v = stack.pop()
        for w in adj[v]:
            if not seen[w]:
                seen[w] = True
                reached += 1
                stack.append(w)
    # n - 1 edges and connected <=> a tree
    return reached == n
