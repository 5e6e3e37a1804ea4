"""n switches. Small tests: random cable sets (often n - 1 cables, sometimes doubled cables).
Large tests: a random tree with n - 1 cables in random order; half the time one tree cable is
replaced by a cable inside one side, which makes a cycle and cuts the network while keeping the
cable count, so neither the count nor the size gives the answer away."""


def _tree(n, rng):
    perm = list(range(n))
    rng.shuffle(perm)
    edges = []
    for i in range(1, n):
        j = rng.randint(max(0, i - 50), i - 1)
        edges.append([perm[i], perm[j]] if rng.random() < 0.5 else [perm[j], perm[i]])
    return edges, perm


def generate(n, rng):
    n = max(n, 1)
    if n <= 10:
        shape = rng.random()
        if shape < 0.4 or n == 1:
            edges, _ = _tree(n, rng)
        else:
            m = rng.randint(max(0, n - 2), n)
            edges = []
            for _ in range(m):
                a = rng.randrange(n)
                b = rng.randrange(n - 1)
                edges.append([a, b if b < a else b + 1])
        if edges and rng.random() < 0.2:
            edges[rng.randrange(len(edges))] = list(reversed(edges[rng.randrange(len(edges))]))
        rng.shuffle(edges)
        return [n, edges]
    edges, perm = _tree(n, rng)
    if rng.random() < 0.5:
        # drop the cable of a vertex in the middle, add a cable between two earlier vertices
        i = rng.randint(n // 4, 3 * n // 4)
        edges.pop(i - 1)
        a, b = rng.sample(range(i), 2)
        edges.append([perm[a], perm[b]])
    rng.shuffle(edges)
    return [n, edges]


def valid(args):
    """The statement's preconditions: 1..10^5 switches, at most 2·10^5 cables, ends in range and
    distinct."""
    n, cables = args
    if type(n) is not int or not 1 <= n <= 10**5 or type(cables) is not list or len(cables) > 2 * 10**5:
        return False
    for c in cables:
        if type(c) is not list or len(c) != 2 or not all(type(x) is int and 0 <= x < n for x in c):
            return False
        if c[0] == c[1]:
            return False
    return True
