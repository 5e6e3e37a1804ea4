"""Two sorted arrays with n elements in total, split at random (either may be empty, neither over
10^5). Small tests draw from a tiny range so equal values straddle the cut; large ones use the full
range."""


def generate(n, rng):
    n = max(n, 1)
    # Each array holds at most 10^5 values (the statement's bound), so 2·10^5 in all splits evenly.
    m = rng.randint(max(0, n - 10**5), min(n, 10**5))
    span = 4 if n <= 100 else 10**6
    a = sorted(rng.randint(-span, span) for _ in range(m))
    b = sorted(rng.randint(-span, span) for _ in range(n - m))
    return [a, b]


def valid(args):
    """The statement's preconditions: two non-decreasing arrays of 0..10^5 values within ±10^6,
    not both empty."""
    return (
        len(args) == 2
        and all(
            type(a) is list
            and len(a) <= 10**5
            and all(type(x) is int and -(10**6) <= x <= 10**6 for x in a)
            and all(x <= y for x, y in zip(a, a[1:]))
            for a in args
        )
        and len(args[0]) + len(args[1]) >= 1
    )
