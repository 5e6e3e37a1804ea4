"""Two lists of about n codes. Small tests draw codes from 0..4 so repeats are everywhere. Large
tests draw from a pool of about n/2 codes (up to 10^9), so most codes repeat a few times and
about half of each list is in common; a list.remove scan then walks far into the copy of a."""


def generate(n, rng):
    n = max(n, 1)
    m = max(1, n + rng.randint(-n // 3, n // 3))
    if n <= 12:
        hi = rng.choice([2, 4, 10**9])
        return [[rng.randint(0, hi) for _ in range(n)], [rng.randint(0, hi) for _ in range(m)]]
    pool = [rng.randint(0, 10**9) for _ in range(max(1, n // 2))]
    only_a = [rng.randint(0, 10**9) for _ in range(max(1, n // 4))]
    a = [rng.choice(pool) if rng.random() < 0.6 else rng.choice(only_a) for _ in range(n)]
    b = [rng.choice(pool) if rng.random() < 0.6 else rng.randint(0, 10**9) for _ in range(m)]
    return [a, b]


def valid(args):
    """The statement's preconditions: two lists of 1..10^5 codes in 0..10^9."""
    return all(
        type(x) is list and 1 <= len(x) <= 10**5 and all(type(v) is int and 0 <= v <= 10**9 for v in x)
        for x in args
    )
