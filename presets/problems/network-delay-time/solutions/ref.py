import heapq


def network_delay_time(times, n, k):
    out = [[] for _ in range(n + 1)]
    for u, v, w in times:
        out[u].append((v, w))
    dist = [None] * (n + 1)
    heap = [(0, k)]
    while heap:
        d, u = heapq.heappop(heap)
        if dist[u] is not None:
            continue
        dist[u] = d
        for v, w in out[u]:
            if dist[v] is None:
                heapq.heappush(heap, (d + w, v))
    if any(dist[v] is None for v in range(1, n + 1)):
        return -1
    return max(dist[1:])
