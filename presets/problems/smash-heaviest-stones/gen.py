"""n stone weights: a tiny range for small tests (many ties), the full range for large ones."""


def generate(n, rng):
    n = max(n, 1)
    top = 6 if n <= 20 else 10**9
    return [[rng.randint(1, top) for _ in range(n)]]


def valid(args):
    """The statement's preconditions: 1..10^5 weights in 1..10^9."""
    (s,) = args
    return type(s) is list and 1 <= len(s) <= 10**5 and all(type(x) is int and 1 <= x <= 10**9 for x in s)
