"""n vertices, about n edges: vertices grouped into random cycles (SCCs) joined by random forward
edges. Large inputs include a long chain so that recursive DFS must be deep."""


def generate(n, rng):
    n = max(n, 1)
    perm = list(range(n))
    rng.shuffle(perm)
    edges = []
    groups = []
    i = 0
    while i < n:
        size = rng.randint(1, 3 if n <= 8 else 6)
        groups.append(perm[i:i + size])
        i += size
    for g in groups:
        if len(g) > 1:
            for a, b in zip(g, g[1:] + g[:1]):
                edges.append([a, b])
    budget = 20000 - len(edges)
    links = rng.randint(0, len(groups) + 1) if n <= 8 else min(budget, len(groups))
    for _ in range(links):
        if len(groups) < 2:
            break
        a, b = sorted(rng.sample(range(len(groups)), 2))
        edges.append([rng.choice(groups[a]), rng.choice(groups[b])])
    if n > 8:
        for a, b in zip(groups, groups[1:]):
            if len(edges) >= 20000:
                break
            edges.append([a[0], b[0]])
    rng.shuffle(edges)
    return [n, edges[:20000]]


def valid(args):
    n, edges = args
    return (1 <= n <= 20000 and len(edges) <= 20000
            and all(len(e) == 2 and 0 <= e[0] < n and 0 <= e[1] < n for e in edges))
