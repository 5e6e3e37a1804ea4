"""n random values: a tiny range for small n (so duplicates and ties appear), the full range for
large n, where an insertion sort does about n^2/4 steps."""


def generate(n, rng):
    span = 5 if n <= 16 else 10**9
    shape = rng.random()
    vals = [rng.randint(-span, span) for _ in range(n)]
    if n > 16 or shape < 0.7:
        return [vals]
    return [sorted(vals, reverse=shape < 0.85)]


def valid(args):
    """The statement's preconditions: 0..10^5 values within ±10^9."""
    (head,) = args
    return type(head) is list and len(head) <= 10**5 and all(type(x) is int and -(10**9) <= x <= 10**9 for x in head)
