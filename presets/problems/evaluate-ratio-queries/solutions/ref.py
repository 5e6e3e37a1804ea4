def calc_equation(equations, values, queries):
    parent = {}
    weight = {}  # weight[x] = x / parent[x]

    def find(x):
        path = []
        while parent[x] != x:
            path.append(x)
            x = parent[x]
        root = x
        for node in reversed(path):  # nearest to the root first: its parent is already compressed
            weight[node] *= weight[parent[node]]
            parent[node] = root
        return root

    for (a, b), v in zip(equations, values):
        for x in (a, b):
            if x not in parent:
                parent[x] = x
                weight[x] = 1.0
        ra, rb = find(a), find(b)
        if ra != rb:
            # a = wa * ra, b = wb * rb and a / b = v, so ra / rb = v * wb / wa
            parent[ra] = rb
            weight[ra] = v * weight[b] / weight[a]
    out = []
    for c, d in queries:
        if c not in parent or d not in parent or find(c) != find(d):
            out.append(-1.0)
        else:
            out.append(weight[c] / weight[d])
    return out
