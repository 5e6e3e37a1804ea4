def min_seeds(n, links):
    parent = list(range(n))

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for u, v in links:  # directions are ignored
        parent[find(u)] = find(v)
    return sum(1 for x in range(n) if find(x) == x)
