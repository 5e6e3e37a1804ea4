from collections import deque


def is_bipartite(graph):
    n = len(graph)
    color = [-1] * n
    color[0] = 0
    q = deque([0])
    while q:
        u = q.popleft()
        for v in graph[u]:
            if color[v] == -1:
                color[v] = 1 - color[u]
                q.append(v)
            elif color[v] == color[u]:
                return False
    return True
