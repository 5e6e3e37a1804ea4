"""n tolls: small tests from 0..3 or 0..10 (ties and zeros), sometimes with expensive steps mixed in;
large ones over 0..1000."""


def generate(n, rng):
    n = max(2, n)
    if n <= 10:
        hi = rng.choice([3, 10, 1000])
        return [[rng.randint(0, hi) for _ in range(n)]]
    return [[rng.randint(0, 1000) for _ in range(n)]]


def valid(args):
    """The statement's preconditions: 2..1000 tolls within 0..1000."""
    (xs,) = args
    return type(xs) is list and 2 <= len(xs) <= 1000 and all(type(x) is int and 0 <= x <= 1000 for x in xs)
