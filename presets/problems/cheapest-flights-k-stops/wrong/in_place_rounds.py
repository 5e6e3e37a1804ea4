def find_cheapest_price(n, flights, src, dst, k):
    inf = float("inf")
    cost = [inf] * n
    cost[src] = 0
    for _ in range(k + 1):
        for u, v, price in flights:  # wrong: updates in place, so one round can chain several flights
            if cost[u] + price < cost[v]:
                cost[v] = cost[u] + price
    return -1 if cost[dst] == inf else cost[dst]
