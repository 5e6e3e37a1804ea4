"""Two lists of n values: small ranges (0..7 or 0..31) on small tests, where greedy and sorted
pairings go wrong often, and up to 10^7 sometimes; large tests use n = 13..14."""


def generate(n, rng):
    n = max(1, min(n, 14))
    hi = rng.choice([7, 31, 10**7]) if n <= 8 else rng.choice([255, 10**7])
    return [[rng.randint(0, hi) for _ in range(n)], [rng.randint(0, hi) for _ in range(n)]]


def valid(args):
    """The statement's preconditions: equal lengths 1..14, values within 0..10^7."""
    a, b = args
    ok = lambda xs: type(xs) is list and 1 <= len(xs) <= 14 and all(type(x) is int and 0 <= x <= 10**7 for x in xs)
    return ok(a) and ok(b) and len(a) == len(b)
