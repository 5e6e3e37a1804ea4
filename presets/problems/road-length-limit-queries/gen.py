"""n towns, about n roads and n queries. Small tests use lengths and limits in 1..6 (limits equal to
lengths often) on random graphs; large tests connect the towns with a random spanning tree plus
extra roads, lengths and limits over 1..10^6, queries in random order."""


def generate(n, rng):
    n = max(2, n)
    small = n <= 12
    hi = 6 if small else 10**6
    roads = []
    if small:
        for _ in range(rng.randint(0, 2 * n)):
            u, v = rng.randrange(n), rng.randrange(n)
            if u != v:
                roads.append([u, v, rng.randint(1, hi)])
        queries = [[rng.randrange(n), rng.randrange(n), rng.randint(1, hi + 1)] for _ in range(rng.randint(1, n))]
        return [n, roads, queries]
    order = list(range(n))
    rng.shuffle(order)
    for i in range(1, n):
        roads.append([order[rng.randrange(i)], order[i], rng.randint(1, hi)])
    for _ in range(n // 10):
        u, v = rng.randrange(n), rng.randrange(n)
        if u != v:
            roads.append([u, v, rng.randint(1, hi)])
    rng.shuffle(roads)
    queries = [[rng.randrange(n), rng.randrange(n), rng.randint(1, hi)] for _ in range(n)]
    return [n, roads, queries]


def valid(args):
    """The statement's preconditions: 2..10^5 towns, at most 10^5 roads and queries, u != v, lengths and limits in 1..10^9."""
    n, roads, queries = args
    if not (type(n) is int and 2 <= n <= 10**5 and type(roads) is list and type(queries) is list):
        return False
    if len(roads) > 10**5 or len(queries) > 10**5:
        return False
    ok = lambda t: type(t) is list and len(t) == 3 and all(type(x) is int for x in t) and 0 <= t[0] < n and 0 <= t[1] < n and 1 <= t[2] <= 10**9
    return all(ok(r) and r[0] != r[1] for r in roads) and all(ok(q) for q in queries)
