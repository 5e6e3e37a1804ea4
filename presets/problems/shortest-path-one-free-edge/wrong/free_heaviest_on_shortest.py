import heapq


def cheapest_trip(n, roads):
    adj = [[] for _ in range(n)]
    for u, v, w in roads:
        adj[u].append((v, w))
        adj[v].append((u, w))
    dist = [float("inf")] * n
    prev = [(-1, 0)] * n  # (previous city, toll of the road into this one)
    dist[0] = 0
    heap = [(0, 0)]
    while heap:
        d, u = heapq.heappop(heap)
        if d > dist[u]:
            continue
        for v, w in adj[u]:
            if d + w < dist[v]:
                dist[v] = d + w
                prev[v] = (u, w)
                heapq.heappush(heap, (d + w, v))
    if dist[n - 1] == float("inf"):
        return -1
    heaviest, city = 0, n - 1
    while city != 0:  # waive the dearest road of the plain shortest path
        city, w = prev[city]
        heaviest = max(heaviest, w)
    return dist[n - 1] - heaviest
