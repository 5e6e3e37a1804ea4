"""n stations: small tests random sparse graphs (trees, cycles, isolated stations); large tests a
chain of small cycles and trees glued at shared stations (many articulation points, deep DFS),
labels shuffled, plus a few chords."""


def generate(n, rng):
    n = max(1, n)
    pairs = set()
    if n <= 12:
        for _ in range(rng.randint(0, 2 * n)):
            u, v = rng.randrange(n), rng.randrange(n)
            if u != v:
                pairs.add((min(u, v), max(u, v)))
    else:
        label = list(range(n))
        rng.shuffle(label)
        i = 0
        while i < n - 1:
            size = min(n - i, rng.choice([2, 3, 4, 6]))
            block = label[i:i + size]
            for a, b in zip(block, block[1:]):
                pairs.add((min(a, b), max(a, b)))
            if size > 2 and rng.random() < 0.6:
                a, b = block[0], block[-1]
                pairs.add((min(a, b), max(a, b)))
            i += size - 1
        for _ in range(n // 50):
            u, v = rng.randrange(n), rng.randrange(n)
            if u != v:
                pairs.add((min(u, v), max(u, v)))
    links = [[u, v] if rng.random() < 0.5 else [v, u] for u, v in pairs]
    rng.shuffle(links)
    return [n, links]


def valid(args):
    """The statement's preconditions: 1..10^5 stations, at most 2·10^5 links, u != v, one link per pair."""
    n, links = args
    if not (type(n) is int and 1 <= n <= 10**5 and type(links) is list and len(links) <= 2 * 10**5):
        return False
    if not all(type(l) is list and len(l) == 2 and all(type(x) is int for x in l) and 0 <= l[0] < n and 0 <= l[1] < n
               and l[0] != l[1] for l in links):
        return False
    return len({(min(l), max(l)) for l in links}) == len(links)
