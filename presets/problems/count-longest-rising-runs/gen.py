"""n heights: small tests from tiny ranges (many equal values, many longest subsequences); large
tests either random over ±10^9 or a long staircase of small random blocks, whose count of longest
subsequences is far beyond the modulus."""


def generate(n, rng):
    n = max(1, n)
    if n <= 12:
        hi = rng.choice([2, 4, 8, 30])
        return [[rng.randint(0, hi) for _ in range(n)]]
    if rng.random() < 0.5:
        return [[rng.randint(-10**9, 10**9) for _ in range(n)]]
    out, base = [], -10**9
    while len(out) < n:
        block = [base + rng.randint(0, 2) for _ in range(rng.randint(1, 4))]
        out += block
        base += 3
    return [out[:n]]


def valid(args):
    """The statement's preconditions: 1..5·10^4 values within ±10^9."""
    (xs,) = args
    return type(xs) is list and 1 <= len(xs) <= 5 * 10**4 and all(type(x) is int and -10**9 <= x <= 10**9 for x in xs)
