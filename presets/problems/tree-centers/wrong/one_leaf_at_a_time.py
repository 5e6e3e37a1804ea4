from collections import deque


def find_min_height_trees(n, edges):
    if n <= 2:
        return list(range(n))
    adj = [[] for _ in range(n)]
    for a, b in edges:
        adj[a].append(b)
        adj[b].append(a)
    degree = [len(nb) for nb in adj]
    alive = [True] * n
    queue = deque(v for v in range(n) if degree[v] == 1)
    remaining = n
    while remaining > 2:  # one leaf at a time: a new leaf can be peeled before the old layer is done
        v = queue.popleft()
        alive[v] = False
        remaining -= 1
        for u in adj[v]:
            if alive[u]:
                degree[u] -= 1
                if degree[u] == 1:
                    queue.append(u)
    return [v for v in range(n) if alive[v]]
