from collections import deque


def max_reliability(n, links, source, target):
    adj = [[] for _ in range(n)]
    for u, v, p in links:
        adj[u].append((v, p / 100.0))
        adj[v].append((u, p / 100.0))
    best = [0.0] * n
    best[source] = 1.0
    seen = [False] * n
    seen[source] = True
    queue = deque([source])
    while queue:
        u = queue.popleft()
        for v, p in adj[u]:
            if not seen[v]:  # first arrival = fewest hops, fixed forever
                seen[v] = True
                best[v] = best[u] * p
                queue.append(v)
    return best[target]
