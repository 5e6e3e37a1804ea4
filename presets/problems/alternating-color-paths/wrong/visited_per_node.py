from collections import deque


def shortest_alternating_paths(n, red_edges, blue_edges):
    out_edges = ([[] for _ in range(n)], [[] for _ in range(n)])
    for a, b in red_edges:
        out_edges[0][a].append(b)
    for a, b in blue_edges:
        out_edges[1][a].append(b)
    answer = [-1] * n
    answer[0] = 0
    queue = deque([(0, 0), (0, 1)])
    while queue:
        v, c = queue.popleft()
        nc = 1 - c
        for u in out_edges[nc][v]:
            if answer[u] < 0:  # a node is closed after its first arrival, whatever the colour
                answer[u] = answer[v] + 1
                queue.append((u, nc))
    return answer
