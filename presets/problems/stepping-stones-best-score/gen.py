"""n stones and a reach. Small tests use points in -6..6 and every reach from 1 to n; large tests
take reach between n/4 and n/2, so scanning the reach for every stone is about n^2/3 steps."""


def generate(n, rng):
    n = max(1, n)
    if n <= 12:
        return [[rng.randint(-6, 6) for _ in range(n)], rng.randint(1, n)]
    return [[rng.randint(-10**4, 10**4) for _ in range(n)], rng.randint(n // 4, n // 2)]


def valid(args):
    """The statement's preconditions."""
    p, r = args
    return (type(p) is list and 1 <= len(p) <= 10**5 and type(r) is int and 1 <= r <= len(p)
            and all(type(x) is int and -10**4 <= x <= 10**4 for x in p))
