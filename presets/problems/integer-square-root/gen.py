"""One x. For small n: a value near n^2 (often just below or at a perfect square). For the large size:
a value close to 10^18, just below a perfect square, where floating point misjudges."""


def generate(n, rng):
    if n <= 100:
        return [max(0, n * n + rng.randint(-1, 1))]
    r = rng.randint(10**9 - 10**6, 10**9)
    return [r * r - 1]


def valid(args):
    """The statement's precondition: 0 <= x <= 10^18."""
    (x,) = args
    return type(x) is int and 0 <= x <= 10**18
