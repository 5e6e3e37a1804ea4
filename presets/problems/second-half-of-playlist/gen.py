"""n song ids (any values, repeats allowed)."""


def generate(n, rng):
    n = max(1, n)
    span = 9 if n <= 11 else 10**9
    return [[rng.randint(-span, span) for _ in range(n)]]


def valid(args):
    """The statement's preconditions: 1..10^5 values within ±10^9."""
    (head,) = args
    return type(head) is list and 1 <= len(head) <= 10**5 and all(type(x) is int and -10**9 <= x <= 10**9 for x in head)
