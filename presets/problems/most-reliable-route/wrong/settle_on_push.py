import heapq


def max_reliability(n, links, source, target):
    adj = [[] for _ in range(n)]
    for u, v, p in links:
        adj[u].append((v, p / 100.0))
        adj[v].append((u, p / 100.0))
    best = [0.0] * n
    best[source] = 1.0
    seen = [False] * n
    seen[source] = True
    heap = [(-1.0, source)]
    while heap:
        neg, u = heapq.heappop(heap)
        for v, p in adj[u]:
            if not seen[v]:  # the first offer is taken as final
                seen[v] = True
                best[v] = -neg * p
                heapq.heappush(heap, (-best[v], v))
    return best[target]
