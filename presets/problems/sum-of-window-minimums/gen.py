"""n bandwidths. Small tests use values 1..4 (many ties); large tests use values up to 10^9 (with a
few ties) so the sum needs the modulo."""


def generate(n, rng):
    n = max(1, n)
    hi = 4 if n <= 12 else rng.choice([1000, 10**9])
    return [[rng.randint(1, hi) for _ in range(n)]]


def valid(args):
    """The statement's preconditions."""
    (b,) = args
    return type(b) is list and 1 <= len(b) <= 10**5 and all(type(x) is int and 1 <= x <= 10**9 for x in b)
