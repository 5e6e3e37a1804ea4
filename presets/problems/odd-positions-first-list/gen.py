"""n values in -9..9 on small tests (odd and even values at every position, so grouping by value
goes wrong) and in ±10^6 on large ones."""


def generate(n, rng):
    span = 9 if n <= 12 else 10**6
    return [[rng.randint(-span, span) for _ in range(n)]]


def valid(args):
    """The statement's preconditions: 0..10^5 values within ±10^6."""
    (head,) = args
    return type(head) is list and len(head) <= 10**5 and all(type(x) is int and -(10**6) <= x <= 10**6 for x in head)
