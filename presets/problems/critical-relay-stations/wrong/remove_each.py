def critical_stations(n, links):
    adj = [[] for _ in range(n)]
    for u, v in links:
        adj[u].append(v)
        adj[v].append(u)

    def groups(skip):  # a full traversal per removed station
        seen = [False] * n
        if skip != -1:
            seen[skip] = True
        count = 0
        for s in range(n):
            if seen[s]:
                continue
            count += 1
            seen[s] = True
            stack = [s]
            while stack:
                u = stack.pop()
                for v in adj[u]:
                    if not seen[v]:
                        seen[v] = True
                        stack.append(v)
        return count

    base = groups(-1)
    # a station is critical when its group falls apart into two or more once it is gone
    return [s for s in range(n) if groups(s) > base]
