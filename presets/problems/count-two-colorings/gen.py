"""n vertices, about n/2 edges (many components), usually bipartite, sometimes one odd edge."""


def generate(n, rng):
    n = max(n, 1)
    side = [rng.randrange(2) for _ in range(n)]
    m = n // 2 if n > 8 else rng.randint(0, n + 1)
    edges = []
    tries = 0
    while len(edges) < m and tries < 20 * m + 50:
        tries += 1
        u, v = rng.randrange(n), rng.randrange(n)
        if u != v and side[u] != side[v]:
            edges.append([u, v])
    if n >= 2 and rng.random() < 0.4:
        for _ in range(50):
            u, v = rng.randrange(n), rng.randrange(n)
            if u != v and side[u] == side[v]:
                edges.append([u, v])
                break
    return [n, edges]


def valid(args):
    n, edges = args
    return (1 <= n <= 100000 and len(edges) <= 100000
            and all(len(e) == 2 and e[0] != e[1] and 0 <= e[0] < n and 0 <= e[1] < n for e in edges))
