from collections import deque


def find_min_height_trees(n, edges):
    adj = [[] for _ in range(n)]
    for a, b in edges:
        adj[a].append(b)
        adj[b].append(a)
    height = []
    for root in range(n):  # a BFS per candidate root: O(n^2)
        dist = [-1] * n
        dist[root] = 0
        queue = deque([root])
        h = 0
        while queue:
            v = queue.popleft()
            h = dist[v]
            for u in adj[v]:
                if dist[u] < 0:
                    dist[u] = dist[v] + 1
                    queue.append(u)
        height.append(h)
    best = min(height)
    return [v for v in range(n) if height[v] == best]
