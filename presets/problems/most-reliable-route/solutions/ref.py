import heapq


def max_reliability(n, links, source, target):
    adj = [[] for _ in range(n)]
    for u, v, p in links:
        adj[u].append((v, p / 100.0))
        adj[v].append((u, p / 100.0))
    best = [0.0] * n
    best[source] = 1.0
    heap = [(-1.0, source)]
    while heap:
        neg, u = heapq.heappop(heap)
        prob = -neg
        if prob < best[u]:
            continue  # a stale entry
        if u == target:
            return prob
        for v, p in adj[u]:
            q = prob * p
            if q > best[v]:
                best[v] = q
                heapq.heappush(heap, (-q, v))
    return 0.0
