"""n bar heights. Small tests use a tiny range (ties, zeros); large tests are nearly flat and high,
so growing sideways from each bar covers most of the chart."""


def generate(n, rng):
    n = max(n, 1)
    if n <= 100:
        return [[rng.randint(0, 4) for _ in range(n)]]
    return [[rng.randint(9990, 10000) for _ in range(n)]]


def valid(args):
    """The statement's preconditions: 1..10^5 heights in 0..10^4."""
    (h,) = args
    return type(h) is list and 1 <= len(h) <= 10**5 and all(type(x) is int and 0 <= x <= 10**4 for x in h)
