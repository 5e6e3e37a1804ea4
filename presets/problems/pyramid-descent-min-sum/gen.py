"""An n-row pyramid: small tests with costs in 0..5 or -5..5 (ties, negative detours), large ones
over ±10^4."""


def generate(n, rng):
    n = max(1, n)
    lo, hi = rng.choice([(0, 5), (-5, 5), (-10**4, 10**4)]) if n <= 10 else (-10**4, 10**4)
    return [[[rng.randint(lo, hi) for _ in range(r + 1)] for r in range(n)]]


def valid(args):
    """The statement's preconditions: 1..500 rows, row r of length r + 1, costs within ±10^4."""
    (rows,) = args
    return (type(rows) is list and 1 <= len(rows) <= 500
            and all(type(row) is list and len(row) == r + 1 and all(type(x) is int and -10**4 <= x <= 10**4 for x in row)
                    for r, row in enumerate(rows)))
