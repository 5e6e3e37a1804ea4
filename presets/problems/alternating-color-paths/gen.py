"""n nodes with about 0.9 n red and 0.9 n blue edges. Small tests: random edges (self-loops and parallel
edges included). Large tests: an alternating chain through a random order of the nodes (so shortest
paths are long), plus edges that jump backwards along the chain and short forward hops, half of
them with the colour that breaks the alternation; an edge-relaxation loop needs about n/3 rounds."""


def generate(n, rng):
    n = max(n, 1)
    red, blue = [], []
    if n <= 12:
        for _ in range(rng.randint(0, 2 * n)):
            (red if rng.random() < 0.5 else blue).append([rng.randrange(n), rng.randrange(n)])
        return [n, red, blue]
    order = list(range(1, n))
    rng.shuffle(order)
    order = [0] + order
    first = rng.randrange(2)
    gap = rng.randint(n // 2, n - 1)  # one chain edge missing: the tail needs a lucky forward hop
    for i in range(n - 1):
        if i != gap:
            (red if (i + first) % 2 == 0 else blue).append([order[i], order[i + 1]])
    while len(red) + len(blue) < 9 * n // 5:
        i = rng.randrange(n)
        j = rng.randrange(i + 1) if rng.random() < 0.85 else min(n - 1, i + rng.randint(2, 3))
        (red if rng.random() < 0.5 else blue).append([order[i], order[j]])
    rng.shuffle(red)
    rng.shuffle(blue)
    return [n, red, blue]


def valid(args):
    """The statement's preconditions: 1..10^5 nodes, at most 10^5 edges of each colour within range."""
    n, red, blue = args
    if type(n) is not int or not 1 <= n <= 10**5:
        return False
    for edges in (red, blue):
        if type(edges) is not list or len(edges) > 10**5:
            return False
        for e in edges:
            if type(e) is not list or len(e) != 2 or not all(type(v) is int and 0 <= v < n for v in e):
                return False
    return True
