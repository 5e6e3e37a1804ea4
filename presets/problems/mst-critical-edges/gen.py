"""n vertices: a random spanning tree plus extra edges, small weights so that ties are common."""


def generate(n, rng):
    n = max(n, 2)
    maxw = 3 if n <= 8 else 20
    edges = []
    have = set()
    for v in range(1, n):
        u = rng.randrange(v)
        have.add((u, v))
        edges.append([u, v, rng.randint(1, maxw)])
    limit = min(200, n * (n - 1) // 2)
    extra = rng.randint(0, limit - len(edges)) if n <= 8 else limit - len(edges)
    while extra > 0:
        u, v = sorted(rng.sample(range(n), 2))
        if (u, v) in have:
            continue
        have.add((u, v))
        edges.append([u, v, rng.randint(1, maxw)])
        extra -= 1
    rng.shuffle(edges)
    for e in edges:
        if rng.random() < 0.5:
            e[0], e[1] = e[1], e[0]
    return [n, edges]


def valid(args):
    n, edges = args
    if not (2 <= n <= 100 and 1 <= len(edges) <= min(200, n * (n - 1) // 2)):
        return False
    seen = set()
    parent = list(range(n))

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for u, v, w in edges:
        if u == v or not (0 <= u < n and 0 <= v < n) or not 1 <= w <= 1000:
            return False
        key = (min(u, v), max(u, v))
        if key in seen:
            return False
        seen.add(key)
        parent[find(u)] = find(v)
    return len({find(x) for x in range(n)}) == 1
