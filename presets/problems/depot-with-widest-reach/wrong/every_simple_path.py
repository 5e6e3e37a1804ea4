def best_depot(n, roads, budget):
    adj = [[] for _ in range(n)]
    for u, v, d in roads:
        adj[u].append((v, d))
        adj[v].append((u, d))
    best, best_count = 0, -1
    for s in range(n):
        reached = set()
        on_path = [False] * n

        def walk(u, used):  # every simple path within budget: exponential
            reached.add(u)
            on_path[u] = True
            for v, d in adj[u]:
                if not on_path[v] and used + d <= budget:
                    walk(v, used + d)
            on_path[u] = False

        walk(s, 0)
        count = len(reached) - 1
        if count > best_count:
            best, best_count = s, count
    return best
