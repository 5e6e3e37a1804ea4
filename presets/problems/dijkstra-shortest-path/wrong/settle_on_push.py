import sys
from heapq import heappop, heappush

data = sys.stdin.buffer.read().split()
n, m, s = int(data[0]), int(data[1]), int(data[2])
adj = [[] for _ in range(n + 1)]
for k in range(m):
    adj[int(data[3 + 3 * k])].append((int(data[4 + 3 * k]), int(data[5 + 3 * k])))
dist = [-1] * (n + 1)
dist[s] = 0
heap = [(0, s)]
while heap:
    d, u = heappop(heap)
    for v, w in adj[u]:
        if dist[v] == -1:  # first time seen: treated as final
            dist[v] = d + w
            heappush(heap, (dist[v], v))
print(" ".join(map(str, dist[1:])))
