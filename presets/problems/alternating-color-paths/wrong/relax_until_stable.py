def shortest_alternating_paths(n, red_edges, blue_edges):
    INF = float("inf")
    dist = [[INF] * n, [INF] * n]
    dist[0][0] = dist[1][0] = 0
    changed = True
    while changed:  # one round per edge of the longest shortest path
        changed = False
        for colour, edges in ((0, red_edges), (1, blue_edges)):
            for a, b in edges:
                d = dist[1 - colour][a] + 1
                if d < dist[colour][b]:
                    dist[colour][b] = d
                    changed = True
    return [-1 if min(r, b) == INF else min(r, b) for r, b in zip(dist[0], dist[1])]
