"""A random tree on n nodes with shuffled labels and edge order: random parents (bushy), a long
path with branches, or (on large tests, sometimes) a single path, which defeats recursion."""


def generate(n, rng):
    n = max(n, 1)
    parent = [-1] * n
    r = rng.random()
    spine = n if r < 0.2 else (rng.randint(n // 3, n) if r < 0.6 else 1)
    for v in range(1, n):
        parent[v] = v - 1 if v < spine else rng.randrange(v)
    label = list(range(n))
    rng.shuffle(label)
    edges = []
    for v in range(1, n):
        a, b = label[v], label[parent[v]]
        edges.append([a, b] if rng.random() < 0.5 else [b, a])
    rng.shuffle(edges)
    return [n, edges]


def valid(args):
    """The statement's preconditions: n - 1 edges forming a tree on 0..n-1, 1 <= n <= 10^5."""
    n, edges = args
    if type(n) is not int or not 1 <= n <= 10**5 or type(edges) is not list or len(edges) != n - 1:
        return False
    root = list(range(n))

    def find(x):
        while root[x] != x:
            root[x] = root[root[x]]
            x = root[x]
        return x

    for e in edges:
        if type(e) is not list or len(e) != 2 or not all(type(v) is int and 0 <= v < n for v in e):
            return False
        a, b = find(e[0]), find(e[1])
        if a == b:
            return False
        root[a] = b
    return True
