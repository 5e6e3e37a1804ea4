def shortest_tour(dist):
    n = len(dist)
    seen = [False] * n
    seen[0] = True
    cur, total = 0, 0
    for _ in range(n - 1):
        nxt = min((u for u in range(n) if not seen[u]), key=lambda u: dist[cur][u])
        seen[nxt] = True
        total += dist[cur][nxt]
        cur = nxt
    return total + dist[cur][0]
