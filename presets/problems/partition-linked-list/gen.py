"""n values and a pivot. Small tests use values -3..3 with a pivot in -4..4 (values equal to the
pivot, all-small and all-big lists happen); large tests use the full range with the pivot drawn
from the values."""


def generate(n, rng):
    span = 3 if n <= 12 else 10**9
    vals = [rng.randint(-span, span) for _ in range(n)]
    x = rng.choice(vals) if vals and rng.random() < 0.5 else rng.randint(-span - 1, span + 1)
    return [vals, x]


def valid(args):
    """The statement's preconditions: 0..10^5 values and a pivot within ±10^9."""
    head, x = args
    ok = lambda v: type(v) is int and -(10**9) <= v <= 10**9
    return type(head) is list and len(head) <= 10**5 and all(ok(v) for v in head) and ok(x)
