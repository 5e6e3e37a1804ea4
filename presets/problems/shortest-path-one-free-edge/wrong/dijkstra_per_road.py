import heapq


def cheapest_trip(n, roads):
    def shortest(free):
        adj = [[] for _ in range(n)]
        for k, (u, v, w) in enumerate(roads):
            c = 0 if k == free else w
            adj[u].append((v, c))
            adj[v].append((u, c))
        dist = [float("inf")] * n
        dist[0] = 0
        heap = [(0, 0)]
        while heap:
            d, u = heapq.heappop(heap)
            if d > dist[u]:
                continue
            for v, c in adj[u]:
                if d + c < dist[v]:
                    dist[v] = d + c
                    heapq.heappush(heap, (d + c, v))
        return dist[n - 1]

    best = shortest(-1)
    for k in range(len(roads)):  # a whole Dijkstra per candidate free road
        best = min(best, shortest(k))
    return -1 if best == float("inf") else best
