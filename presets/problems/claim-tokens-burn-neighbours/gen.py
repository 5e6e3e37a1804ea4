"""n tokens: small tests from 1..6 or 1..12 (repeats, gaps between values); large tests have
2·10^4 tokens whose distinct values are spread so that runs of consecutive values alternate with
gaps (about 40 distinct values on a probe, every value up to 10^4 on the largest)."""


def generate(n, rng):
    n = max(1, n)
    if n <= 12:
        hi = rng.choice([4, 6, 12])
        return [[rng.randint(1, hi) for _ in range(n)]]
    if n <= 30:
        vals = rng.sample(range(1, 3 * n), n)  # n distinct values with gaps
        return [vals]
    return [[rng.randint(1, 10**4) for _ in range(n)]]


def valid(args):
    """The statement's preconditions: 1..2·10^4 tokens of value 1..10^4."""
    (xs,) = args
    return type(xs) is list and 1 <= len(xs) <= 2 * 10**4 and all(type(x) is int and 1 <= x <= 10**4 for x in xs)
