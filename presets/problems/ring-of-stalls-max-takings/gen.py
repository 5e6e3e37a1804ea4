"""n takings: small tests from 0..4 or 0..20 (ties, zeros, big ends), large ones over 0..10^4."""


def generate(n, rng):
    n = max(1, n)
    hi = rng.choice([4, 20]) if n <= 10 else 10**4
    xs = [rng.randint(0, hi) for _ in range(n)]
    if n <= 10 and rng.random() < 0.3:
        xs[0] = xs[-1] = hi
    return [xs]


def valid(args):
    """The statement's preconditions: 1..1000 takings within 0..10^4."""
    (xs,) = args
    return type(xs) is list and 1 <= len(xs) <= 1000 and all(type(x) is int and 0 <= x <= 10**4 for x in xs)
