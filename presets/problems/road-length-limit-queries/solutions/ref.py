def reachable_under_limit(n, roads, queries):
    parent = list(range(n))

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    edges = sorted(roads, key=lambda r: r[2])
    order = sorted(range(len(queries)), key=lambda j: queries[j][2])
    answer = [False] * len(queries)
    e = 0
    for j in order:
        p, q, limit = queries[j]
        while e < len(edges) and edges[e][2] < limit:  # every road shorter than this limit
            a, b = find(edges[e][0]), find(edges[e][1])
            if a != b:
                parent[a] = b
            e += 1
        answer[j] = find(p) == find(q)
    return answer
