"""n is the size itself; a, b small for small n so that common multiples appear often."""


def generate(n, rng):
    n = max(1, min(n, 10**9))
    if n <= 20:
        return [n, rng.randint(2, 8), rng.randint(2, 8)]
    return [n, rng.randint(20000, 40000), rng.randint(20000, 40000)]


def valid(args):
    n, a, b = args
    return 1 <= n <= 10**9 and 2 <= a <= 40000 and 2 <= b <= 40000
