"""n itself, near the requested size: small sizes around the first repeated products (6, 10, 12,
15 …), large ones up to the bound."""


def generate(n, rng):
    n = max(1, min(n, 1690))
    return [rng.randint(max(1, n - n // 4), n)]


def valid(args):
    """The statement's preconditions: 1 <= n <= 1690."""
    (n,) = args
    return type(n) is int and 1 <= n <= 1690
