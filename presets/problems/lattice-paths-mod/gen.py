"""n queries; small coordinates for small n, up to 10^5 for large n."""


def generate(n, rng):
    n = max(n, 1)
    hi = 6 if n <= 8 else 100000
    return [[[rng.randint(0, hi), rng.randint(0, hi)] for _ in range(n)]]


def valid(args):
    (qs,) = args
    return 1 <= len(qs) <= 100000 and all(len(q) == 2 and 0 <= q[0] <= 100000 and 0 <= q[1] <= 100000 for q in qs)
