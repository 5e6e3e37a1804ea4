def best_depot(n, roads, budget):
    count = [0] * n
    for u, v, d in roads:
        if d <= budget:  # multi-road routes are never considered
            count[u] += 1
            count[v] += 1
    best = 0
    for i in range(n):
        if count[i] > count[best]:
            best = i
    return best
