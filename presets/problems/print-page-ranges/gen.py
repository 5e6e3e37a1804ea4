"""n strictly increasing pages with gaps of 1 (same run), 2 or more; small tests start near 1,
large ones anywhere up to 10^9 - 3n."""


def generate(n, rng):
    p = rng.randint(1, 5) if n <= 10 else rng.randint(1, 10**9 - 3 * n)
    out = []
    for _ in range(n):
        out.append(p)
        p += rng.choice([1, 1, 2, 3])
    return [out]


def valid(args):
    """The statement's preconditions: strictly increasing pages within 1..10^9."""
    (pages,) = args
    if type(pages) is not list or len(pages) > 10**5:
        return False
    if not all(type(x) is int and 1 <= x <= 10**9 for x in pages):
        return False
    return all(a < b for a, b in zip(pages, pages[1:]))
