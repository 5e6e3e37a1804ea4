"""n servers: a random spanning tree (every edge a bridge) plus some extra edges that close
cycles. Large: a long path-like tree so that recursive DFS must be deep."""


def generate(n, rng):
    n = max(n, 2)
    edges = set()
    for v in range(1, n):
        u = rng.randrange(max(0, v - 3), v) if n > 100 else rng.randrange(v)
        edges.add((u, v))
    extra = rng.randint(0, n) if n <= 8 else n // 10
    limit = min(20000, n * (n - 1) // 2)
    tries = 0
    while extra > 0 and len(edges) < limit and tries < 100 * n:
        tries += 1
        u, v = sorted(rng.sample(range(n), 2))
        if (u, v) not in edges:
            edges.add((u, v))
            extra -= 1
    perm = list(range(n))
    rng.shuffle(perm)
    out = []
    for u, v in edges:
        a, b = perm[u], perm[v]
        out.append([a, b] if rng.random() < 0.5 else [b, a])
    rng.shuffle(out)
    return [n, out]


def valid(args):
    n, conns = args
    if not (2 <= n <= 20000 and n - 1 <= len(conns) <= 20000):
        return False
    seen = set()
    parent = list(range(n))

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for a, b in conns:
        if a == b or not (0 <= a < n and 0 <= b < n):
            return False
        key = (min(a, b), max(a, b))
        if key in seen:
            return False
        seen.add(key)
        parent[find(a)] = find(b)
    return len({find(x) for x in range(n)}) == 1
