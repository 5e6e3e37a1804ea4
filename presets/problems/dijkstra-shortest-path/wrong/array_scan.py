import sys

data = sys.stdin.buffer.read().split()
n, m, s = int(data[0]), int(data[1]), int(data[2])
adj = [[] for _ in range(n + 1)]
for k in range(m):
    adj[int(data[3 + 3 * k])].append((int(data[4 + 3 * k]), int(data[5 + 3 * k])))
INF = float("inf")
dist = [INF] * (n + 1)
dist[s] = 0
done = [False] * (n + 1)
for _ in range(n):
    u, best = -1, INF
    for v in range(1, n + 1):
        if not done[v] and dist[v] < best:
            u, best = v, dist[v]
    if u == -1:
        break
    done[u] = True
    for v, w in adj[u]:
        if dist[u] + w < dist[v]:
            dist[v] = dist[u] + w
print(" ".join(str(d) if d != INF else "-1" for d in dist[1:]))
