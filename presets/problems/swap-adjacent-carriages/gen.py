"""n carriage numbers."""


def generate(n, rng):
    hi = 9 if n <= 11 else 10**9
    return [[rng.randint(0, hi) for _ in range(n)]]


def valid(args):
    """The statement's preconditions: 0..10^5 values within 0..10^9."""
    (head,) = args
    return type(head) is list and len(head) <= 10**5 and all(type(x) is int and 0 <= x <= 10**9 for x in head)
