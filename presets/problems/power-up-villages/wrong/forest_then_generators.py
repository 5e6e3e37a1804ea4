def min_power_cost(n, generator, cables):
    parent = list(range(n))

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    total = 0
    for c, u, v in sorted((c, u, v) for u, v, c in cables):  # every useful cable is laid
        ru, rv = find(u), find(v)
        if ru != rv:
            parent[ru] = rv
            total += c
    cheapest = {}
    for i in range(n):
        r = find(i)
        cheapest[r] = min(cheapest.get(r, generator[i]), generator[i])
    return total + sum(cheapest.values())
