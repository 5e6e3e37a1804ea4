def eventual_safe_nodes(graph):
    n = len(graph)
    unsure = [len(out) for out in graph]  # outgoing edges not yet known to lead to safe nodes
    into = [[] for _ in range(n)]  # reversed edges
    for v, out in enumerate(graph):
        for u in out:
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
