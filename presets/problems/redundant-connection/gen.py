"""A tree on n nodes plus one extra edge, shuffled. Large tests are a star whose centre is listed
first in every edge: a union-find without path compression or union by rank links those roots
into one long chain (quadratic)."""


def generate(n, rng):
    n = max(n, 3)
    order = list(range(1, n + 1))
    rng.shuffle(order)
    edges = []
    have = set()
    if n > 1000:
        c = order[0]
        for x in order[1:]:
            edges.append([c, x])
            have.add((min(c, x), max(c, x)))
    else:
        for i in range(1, n):
            p = order[rng.randrange(i)]
            e = [p, order[i]] if rng.random() < 0.5 else [order[i], p]
            edges.append(e)
            have.add((min(e), max(e)))
        rng.shuffle(edges)
    while True:
        a, b = rng.sample(range(1, n + 1), 2)
        if (min(a, b), max(a, b)) not in have:
            break
    pos = len(edges) if n > 1000 else rng.randint(0, len(edges))
    edges.insert(pos, [a, b])
    return [edges]


def valid(args):
    """n = len(edges) >= 3 edges on nodes 1..n, no self-loops or repeated edges, connected (a tree
    plus one edge)."""
    (edges,) = args
    n = len(edges) if type(edges) is list else 0
    if not 3 <= n <= 10**5:
        return False
    seen = set()
    parent = list(range(n + 1))

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for e in edges:
        if not (type(e) is list and len(e) == 2 and all(type(x) is int and 1 <= x <= n for x in e)):
            return False
        key = (min(e), max(e))
        if e[0] == e[1] or key in seen:
            return False
        seen.add(key)
        parent[find(e[0])] = find(e[1])
    return len({find(x) for x in range(1, n + 1)}) == 1
