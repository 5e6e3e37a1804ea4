"""n daily profits and a window length k. Small tests use values in -5..5 (often all negative) and
every k from 1 to n; large tests take k between n/4 and 3n/4 so that re-adding every window costs
about n^2/4 steps, and the best window's place varies with the seed."""


def generate(n, rng):
    n = max(1, n)
    if n <= 10:
        lo, hi = rng.choice([(-5, 5), (-5, -1), (-3, 8)])
        k = rng.randint(1, n)
    else:
        lo, hi = -10**4, 10**4
        k = rng.randint(n // 4, 3 * n // 4)
    return [[rng.randint(lo, hi) for _ in range(n)], k]


def valid(args):
    """The statement's preconditions: 1 <= k <= n <= 10^5, values within ±10^4."""
    profit, k = args
    return (type(profit) is list and 1 <= len(profit) <= 10**5 and type(k) is int and 1 <= k <= len(profit)
            and all(type(x) is int and -10**4 <= x <= 10**4 for x in profit))
