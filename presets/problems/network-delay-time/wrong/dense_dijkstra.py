def network_delay_time(times, n, k):
    out = [[] for _ in range(n + 1)]
    for u, v, w in times:
        out[u].append((v, w))
    inf = float("inf")
    dist = [inf] * (n + 1)
    done = [False] * (n + 1)
    dist[k] = 0
    for _ in range(n):
        u, best = -1, inf
        for v in range(1, n + 1):  # O(n) scan for the closest node: O(n^2) overall
            if not done[v] and dist[v] < best:
                u, best = v, dist[v]
        if u == -1:
            break
        done[u] = True
        for v, w in out[u]:
            dist[v] = min(dist[v], best + w)
    worst = max(dist[1:])
    return -1 if worst == inf else worst
