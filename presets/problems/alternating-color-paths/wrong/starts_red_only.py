from collections import deque


def shortest_alternating_paths(n, red_edges, blue_edges):
    out_edges = ([[] for _ in range(n)], [[] for _ in range(n)])  # [colour][node]: 0 red, 1 blue
    for a, b in red_edges:
        out_edges[0][a].append(b)
    for a, b in blue_edges:
        out_edges[1][a].append(b)
    # dist[c][v]: shortest alternating path to v whose last edge has colour c
    dist = ([-1] * n, [-1] * n)
    dist[0][0] = dist[1][0] = 0
    queue = deque([(0, 1)])  # only as if arrived by blue: the first edge must be red
    while queue:
        v, c = queue.popleft()
        nc = 1 - c
        for u in out_edges[nc][v]:
            if dist[nc][u] < 0:
                dist[nc][u] = dist[c][v] + 1
                queue.append((u, nc))
    answer = []
    for v in range(n):
        r, b = dist[0][v], dist[1][v]
        answer.append(max(r, b) if min(r, b) < 0 else min(r, b))
    return answer
