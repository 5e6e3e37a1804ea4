def find_cheapest_price(n, flights, src, dst, k):
    inf = float("inf")
    cost = [inf] * n
    cost[src] = 0
    for _ in range(k + 1):  # round r allows r flights
        nxt = cost[:]  # relax from last round's costs only, so one round adds one flight
        for u, v, price in flights:
            if cost[u] + price < nxt[v]:
                nxt[v] = cost[u] + price
        cost = nxt
    return -1 if cost[dst] == inf else cost[dst]
