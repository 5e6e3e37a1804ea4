def is_tree(n, cables):
    adj = [[] for _ in range(n)]
    for a, b in cables:
        # a fresh search for each cable: is b already reachable from a?
        seen = {a}
        stack = [a]
        while stack:
            v = stack.pop()
            for w in adj[v]:
                if w not in seen:
                    seen.add(w)
                    stack.append(w)
        if b in seen:
            return False
        adj[a].append(b)
        adj[b].append(a)
    return len(cables) == n - 1
