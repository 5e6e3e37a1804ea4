def eventual_safe_nodes(graph):
    n = len(graph)
    unsure = [sum(1 for u in out if u != v) for v, out in enumerate(graph)]  # self-loops ignored
    into = [[] for _ in range(n)]  # reversed edges
    for v, out in enumerate(graph):
        for u in out:
            if u != v:
                into[u].append(v)
    safe = [False] * n
    queue = [v for v in range(n) if unsure[v] == 0]  # terminals
    for v in queue:
        safe[v] = True
        for w in into[v]:
            unsure[w] -= 1
            if unsure[w] == 0:
                queue.append(w)
    return [v for v in range(n) if safe[v]]
