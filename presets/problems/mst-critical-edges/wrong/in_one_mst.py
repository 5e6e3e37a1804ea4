def critical_edges(n, edges):
    order = sorted(range(len(edges)), key=lambda i: edges[i][2])
    parent = list(range(n))

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    critical, pseudo = [], []
    for i in order:
        u, v, w = edges[i]
        a, b = find(u), find(v)
        if a != b:
            parent[a] = b
            critical.append(i)
    chosen = set(critical)
    pseudo = [i for i in range(len(edges)) if i not in chosen]
    return [sorted(critical), pseudo]
