"""n cities and about 2n roads. Small tests: random roads with tolls 1..20 (unreachable targets
happen). Large tests: a random spanning tree with cheap tolls plus extra roads, a tenth of them
very expensive shortcuts, so the best use of the voucher is on a road the plain shortest path
avoids; the target is reachable."""


def generate(n, rng):
    n = max(n, 2)
    roads = []
    if n <= 8:
        for _ in range(rng.randint(0, 2 * n)):
            u, v = rng.sample(range(n), 2)
            roads.append([u, v, rng.randint(1, 20)])
        return [n, roads]
    label = list(range(1, n - 1))
    rng.shuffle(label)
    label = [0] + label + [n - 1]
    rng.shuffle(label)
    for i in range(1, n):
        roads.append([label[i], label[rng.randrange(max(0, i - 20), i)], rng.randint(1, 1000)])
    while len(roads) < 2 * n:
        u, v = rng.sample(range(n), 2)
        w = rng.randint(10**5, 10**6) if rng.random() < 0.1 else rng.randint(1, 1000)
        roads.append([u, v, w])
    rng.shuffle(roads)
    for r in roads:
        if rng.random() < 0.5:
            r[0], r[1] = r[1], r[0]
    return [n, roads]


def valid(args):
    """The statement's preconditions."""
    n, roads = args
    if type(n) is not int or not 2 <= n <= 2 * 10**4 or type(roads) is not list or len(roads) > 4 * 10**4:
        return False
    for r in roads:
        if type(r) is not list or len(r) != 3 or not all(type(x) is int for x in r):
            return False
        u, v, w = r
        if not (0 <= u < n and 0 <= v < n and u != v and 1 <= w <= 10**6):
            return False
    return True
