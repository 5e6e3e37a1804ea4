import heapq


def find_cheapest_price(n, flights, src, dst, k):
    # wrong: plain Dijkstra finds the cheapest route with any number of stops
    out = [[] for _ in range(n)]
    for u, v, p in flights:
        out[u].append((v, p))
    dist = [None] * n
    heap = [(0, src)]
    while heap:
        d, u = heapq.heappop(heap)
        if dist[u] is not None:
            continue
        dist[u] = d
        for v, p in out[u]:
            if dist[v] is None:
                heapq.heappush(heap, (d + p, v))
    return -1 if dist[dst] is None else dist[dst]
