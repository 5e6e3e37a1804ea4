def min_power_cost(n, generator, cables):
    edges = [(g, n, i) for i, g in enumerate(generator)]  # node n: the virtual power plant
    edges += [(c, u, v) for u, v, c in cables]
    edges.sort()
    parent = list(range(n + 1))

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    total, joined = 0, 0
    for w, u, v in edges:
        ru, rv = find(u), find(v)
        if ru != rv:
            parent[ru] = rv
            total += w
            joined += 1
            if joined == n:
                break
    return total
