"""Two sorted arrays with n elements in total, split at random (one side may be empty), drawn from
a small range when n is small so duplicates across the arrays are common."""


def generate(n, rng):
    m = rng.randint(0, n)
    span = 10**9 if n > 50 else 5
    a = sorted(rng.randint(-span, span) for _ in range(m))
    b = sorted(rng.randint(-span, span) for _ in range(n - m))
    return [a, b]


def valid(args):
    """The statement's preconditions: two non-decreasing arrays of 0..2·10^5 values within ±10^9."""
    return len(args) == 2 and all(
        type(a) is list
        and len(a) <= 2 * 10**5
        and all(type(x) is int and -(10**9) <= x <= 10**9 for x in a)
        and all(x <= y for x, y in zip(a, a[1:]))
        for a in args
    )
