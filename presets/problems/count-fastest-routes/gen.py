"""Small tests: n junctions, a random spanning tree on most of them plus random extra roads with
times 1..3 (many ties, so many fastest routes) or 1..10^9. Large tests: an r × c lattice with
unit right/down roads (lattice-path counts far beyond the modulus) from corner 0 to corner n-1,
plus random extra roads of times 1..4, numbered in a shuffled order."""


def generate(n, rng):
    n = max(n, 1)
    if n <= 12:
        hi = rng.choice([1, 3, 3, 10**9])
        order = list(range(n))
        rng.shuffle(order)
        roads = []
        if rng.random() < 0.8:
            for i in range(1, n):
                roads.append([order[rng.randrange(i)], order[i], rng.randint(1, hi)])
        for _ in range(rng.randint(0, 2 * n)):
            u, v = rng.randrange(n), rng.randrange(n)
            if u != v:
                roads.append([u, v, rng.randint(1, hi)])
        rng.shuffle(roads)
        return [n, roads]
    r = 100
    c = n // r
    n = r * c
    label = list(range(1, n - 1))
    rng.shuffle(label)
    label = [0] + label + [n - 1]
    idx = lambda i, j: label[i * c + j]
    roads = []
    for i in range(r):
        for j in range(c):
            if j + 1 < c:
                roads.append([idx(i, j), idx(i, j + 1), 1])
            if i + 1 < r:
                roads.append([idx(i, j), idx(i + 1, j), 1])
    while len(roads) < 4 * 10**4 - 100 and len(roads) < 2 * n + n // 20:
        u, v = rng.randrange(n), rng.randrange(n)
        if u != v:
            roads.append([u, v, rng.randint(1, 4)])
    rng.shuffle(roads)
    return [n, roads]


def valid(args):
    """The statement's preconditions: 1..2·10^4 junctions, at most 4·10^4 roads [u, v, t], u != v, t in 1..10^9."""
    n, roads = args
    if not (type(n) is int and 1 <= n <= 2 * 10**4 and type(roads) is list and len(roads) <= 4 * 10**4):
        return False
    return all(type(x) is list and len(x) == 3 and all(type(y) is int for y in x) and 0 <= x[0] < n and 0 <= x[1] < n
               and x[0] != x[1] and 1 <= x[2] <= 10**9 for x in roads)
