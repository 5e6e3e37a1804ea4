"""n stickers from a small range (many repeats) or from -10..10."""


def generate(n, rng):
    n = max(1, min(n, 10))
    hi = rng.choice([1, 2, 3, 10])
    return [[rng.randint(-hi, hi) for _ in range(n)]]


def valid(args):
    """The statement's preconditions: 1..10 numbers within -10..10."""
    (xs,) = args
    return type(xs) is list and 1 <= len(xs) <= 10 and all(type(x) is int and -10 <= x <= 10 for x in xs)
