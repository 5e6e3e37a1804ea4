"""n cities with random roads (each pair with some probability) of length 1..5 on small tests
(many detours shorter than direct roads, many ties) and 1..10^4 on large ones, where the graph is
dense (about half of all pairs) and the budget lets a depot reach most cities."""


def generate(n, rng):
    n = max(1, n)
    small = n <= 10
    p = rng.choice([0.2, 0.4, 0.7]) if small else 0.5
    hi = 5 if small else 10**4
    roads = [[u, v, rng.randint(1, hi)] for u in range(n) for v in range(u + 1, n) if rng.random() < p]
    for r in roads:
        if rng.random() < 0.5:
            r[0], r[1] = r[1], r[0]
    rng.shuffle(roads)
    budget = rng.randint(0, 3 * hi) if small else rng.randint(hi // 2, 2 * hi)
    return [n, roads, budget]


def valid(args):
    """The statement's preconditions: 1..100 cities, at most one road per pair, u != v, d in 1..10^4, budget in 0..10^6."""
    n, roads, budget = args
    if not (type(n) is int and 1 <= n <= 100 and type(budget) is int and 0 <= budget <= 10**6 and type(roads) is list):
        return False
    if not all(type(r) is list and len(r) == 3 and all(type(x) is int for x in r) and 0 <= r[0] < n and 0 <= r[1] < n
               and r[0] != r[1] and 1 <= r[2] <= 10**4 for r in roads):
        return False
    return len({(min(r[0], r[1]), max(r[0], r[1])) for r in roads}) == len(roads)
