def find_cheapest_price(n, flights, src, dst, k):
    out = [[] for _ in range(n)]
    for u, v, p in flights:
        out[u].append((v, p))
    best = [float("inf")]

    def walk(u, spent, flights_left, seen):
        if u == dst:
            best[0] = min(best[0], spent)
            return
        if flights_left == 0:
            return
        for v, p in out[u]:  # every simple route: exponential on dense graphs
            if v not in seen:
                seen.add(v)
                walk(v, spent + p, flights_left - 1, seen)
                seen.remove(v)

    walk(src, 0, k + 1, {src})
    return -1 if best[0] == float("inf") else best[0]
