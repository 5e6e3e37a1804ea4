"""Two sorted price lists of about n each and k. Small tests draw prices from tiny ranges (many ties,
so the tie order matters) with k up to beyond n·m; large tests use 10^5 prices over ±10^9 (dense
enough that the cheapest combos mix many mains and drinks) and k = 10^4."""


def generate(n, rng):
    n = max(1, n)
    if n <= 10:
        hi = rng.choice([2, 5, 20])
        a = sorted(rng.randint(-hi, hi) for _ in range(n))
        b = sorted(rng.randint(-hi, hi) for _ in range(rng.randint(1, n)))
        return [a, b, rng.randint(1, len(a) * len(b) + 2)]
    a = sorted(rng.randint(-10**9, 10**9) for _ in range(n))
    b = sorted(rng.randint(-10**9, 10**9) for _ in range(n))
    return [a, b, min(10**4, n // 4 + 1)]


def valid(args):
    """The statement's preconditions: two non-decreasing lists of 1..10^5 prices within ±10^9, 1 <= k <= 10^4."""
    a, b, k = args
    ok = lambda xs: (type(xs) is list and 1 <= len(xs) <= 10**5 and all(type(x) is int and -10**9 <= x <= 10**9 for x in xs)
                     and all(p <= q for p, q in zip(xs, xs[1:])))
    return ok(a) and ok(b) and type(k) is int and 1 <= k <= 10**4
