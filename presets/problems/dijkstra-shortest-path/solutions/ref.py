import sys
from heapq import heappop, heappush


def main():
    data = sys.stdin.buffer.read().split()
    n, m, s = int(data[0]), int(data[1]), int(data[2])
    adj = [[] for _ in range(n + 1)]
    for k in range(m):
        u, v, w = int(data[3 + 3 * k]), int(data[4 + 3 * k]), int(data[5 + 3 * k])
        adj[u].append((v, w))
    dist = [-1] * (n + 1)
    dist[s] = 0
    heap = [(0, s)]
    while heap:
        d, u = heappop(heap)
        if d > dist[u]:
            continue  # stale entry
        for v, w in adj[u]:
            nd = d + w
            if dist[v] < 0 or nd < dist[v]:
                dist[v] = nd
                heappush(heap, (nd, v))
    sys.stdout.write(" ".join(map(str, dist[1:])) + "\n")


main()
