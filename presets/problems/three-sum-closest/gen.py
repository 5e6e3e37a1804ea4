"""Weights and a limit. Small tests use small weights so ties (one total below, one above) are
common; large tests spread 1000 weights over the whole range with a limit that no triple hits
exactly (all weights even, the limit odd), so nobody can stop early."""


def generate(n, rng):
    n = max(3, n)
    if n <= 12:
        span = rng.choice([3, 6, 20])
        w = [rng.randint(-span, span) for _ in range(n)]
        return [w, rng.randint(-3 * span - 2, 3 * span + 2)]
    w = [2 * rng.randint(-5000, 5000) for _ in range(n)]
    return [w, 2 * rng.randint(-15000, 15000) + 1]


def valid(args):
    w, limit = args
    return (type(w) is list and 3 <= len(w) <= 1000 and all(type(x) is int and -10**4 <= x <= 10**4 for x in w)
            and type(limit) is int and -10**5 <= limit <= 10**5)
