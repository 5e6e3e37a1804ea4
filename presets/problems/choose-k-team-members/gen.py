"""n from the size (at most 16) and k anywhere in 1..n; large tests use k near n/2, the largest
output (C(16, 8) = 12870 teams)."""


def generate(n, rng):
    n = max(1, min(n, 16))
    k = rng.randint(n // 2 - 1, n // 2 + 1) if n == 16 else rng.randint(1, n)
    return [n, k]


def valid(args):
    """The statement's preconditions: 1 <= k <= n <= 16."""
    n, k = args
    return type(n) is int and type(k) is int and 1 <= k <= n <= 16
