from itertools import permutations


def shortest_tour(dist):
    n = len(dist)
    best = None
    for order in permutations(range(1, n)):
        cur, total = 0, 0
        for v in order:
            total += dist[cur][v]
            cur = v
        total += dist[cur][0]
        if best is None or total < best:
            best = total
    return best
