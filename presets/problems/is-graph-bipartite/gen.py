"""n vertices; a random bipartite graph (two hidden sides), sometimes with one extra edge inside a
side (then usually not bipartite), split into several components."""


def generate(n, rng):
    n = max(n, 1)
    side = [rng.randrange(2) for _ in range(n)]
    m = min(2 * n, 19999) if n > 8 else rng.randint(0, n + 2)
    edges = set()
    tries = 0
    while len(edges) < m and tries < 20 * m + 50:
        tries += 1
        u, v = rng.randrange(n), rng.randrange(n)
        if u != v and side[u] != side[v]:
            edges.add((min(u, v), max(u, v)))
    if n >= 2 and rng.random() < 0.5:
        for _ in range(50):
            u, v = rng.randrange(n), rng.randrange(n)
            if u != v and side[u] == side[v]:
                edges.add((min(u, v), max(u, v)))
                break
    graph = [[] for _ in range(n)]
    for u, v in edges:
        graph[u].append(v)
        graph[v].append(u)
    for adj in graph:
        rng.shuffle(adj)
    return [graph]


def valid(args):
    (graph,) = args
    n = len(graph)
    if not 1 <= n <= 10000:
        return False
    for u, adj in enumerate(graph):
        if len(set(adj)) != len(adj):
            return False
        for v in adj:
            if not (0 <= v < n) or v == u or u not in graph[v]:
                return False
    return sum(len(a) for a in graph) // 2 <= 20000
