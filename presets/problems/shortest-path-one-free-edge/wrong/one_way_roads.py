import heapq


def cheapest_trip(n, roads):
    # roads taken as one-way from u to v
    adj = [[] for _ in range(n)]
    for u, v, w in roads:
        adj[u].append((v, w))
    INF = float("inf")
    # state 2 * city + used: Dijkstra on two layers (voucher unused / used)
    dist = [INF] * (2 * n)
    dist[0] = 0
    heap = [(0, 0)]
    while heap:
        d, s = heapq.heappop(heap)
        if d > dist[s]:
            continue
        city, used = s >> 1, s & 1
        for nxt, w in adj[city]:
            t = 2 * nxt + used
            if d + w < dist[t]:  # pay the toll
                dist[t] = d + w
                heapq.heappush(heap, (d + w, t))
            if not used and d < dist[t + 1]:  # use the voucher on this road
                dist[t + 1] = d
                heapq.heappush(heap, (d, t + 1))
    best = min(dist[2 * (n - 1)], dist[2 * (n - 1) + 1])
    return -1 if best == INF else best
