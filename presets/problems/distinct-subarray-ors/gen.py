"""Grant masks. Small tests use values below 8 (zeros and repeats common); large tests mostly use
sparse masks (one to four bits of 30) so ORs keep changing across long stretches, with many distinct
results."""


def generate(n, rng):
    n = max(1, n)
    if n <= 16:
        return [[rng.randint(0, 7) for _ in range(n)]]
    out = []
    for _ in range(n):
        v = 0
        for _ in range(rng.randint(1, 4)):
            v |= 1 << rng.randint(0, 29)
        out.append(v)
    return [out]


def valid(args):
    (g,) = args
    return type(g) is list and 1 <= len(g) <= 50000 and all(type(x) is int and 0 <= x <= 10**9 for x in g)
