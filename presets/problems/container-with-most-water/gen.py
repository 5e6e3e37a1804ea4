"""n board heights. Small tests use a tiny range so ties are common; large ones the full range."""


def generate(n, rng):
    n = max(n, 2)
    top = 5 if n <= 8 else 10**4
    return [[rng.randint(0, top) for _ in range(n)]]


def valid(args):
    """The statement's preconditions: 2..10^5 heights within 0..10^4."""
    (h,) = args
    return type(h) is list and 2 <= len(h) <= 10**5 and all(type(x) is int and 0 <= x <= 10**4 for x in h)
