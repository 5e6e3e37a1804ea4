"""A random tree on n nodes with shuffled labels and edge order: either random parents (bushy),
or a long path with random branches hung on it (caterpillar-like, so the centre is far from the
highest-degree node and leaf layers have very different sizes)."""


def generate(n, rng):
    n = max(n, 1)
    parent = [-1] * n
    if rng.random() < 0.5:
        for v in range(1, n):
            parent[v] = rng.randrange(v)
    else:
        spine = max(1, rng.randint(n // 3, n))
        for v in range(1, spine):
            parent[v] = v - 1
        for v in range(spine, n):
            parent[v] = rng.randrange(v)
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
