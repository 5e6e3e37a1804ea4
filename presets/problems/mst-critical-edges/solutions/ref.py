def critical_edges(n, edges):
    order = sorted(range(len(edges)), key=lambda i: edges[i][2])

    def mst(skip, force):
        parent = list(range(n))

        def find(x):
            while parent[x] != x:
                parent[x] = parent[parent[x]]
                x = parent[x]
            return x

        weight = 0
        joined = 0
        if force >= 0:
            u, v, w = edges[force]
            parent[find(u)] = find(v)
            weight += w
            joined += 1
        for i in order:
            if i == skip:
                continue
            u, v, w = edges[i]
            a, b = find(u), find(v)
            if a != b:
                parent[a] = b
                weight += w
                joined += 1
        return weight if joined == n - 1 else float("inf")

    best = mst(-1, -1)
    critical, pseudo = [], []
    for i in range(len(edges)):
        if mst(i, -1) > best:
            critical.append(i)
        elif mst(-1, i) == best:
            pseudo.append(i)
    return [critical, pseudo]
