"""n cities with random asymmetric distances (small values for small n so that ties happen)."""


def generate(n, rng):
    n = max(n, 1)
    hi = 9 if n <= 6 else 10**6
    return [[[0 if i == j else rng.randint(0, hi) for j in range(n)] for i in range(n)]]


def valid(args):
    (d,) = args
    n = len(d)
    return (1 <= n <= 12 and all(len(r) == n for r in d)
            and all(d[i][i] == 0 for i in range(n))
            and all(0 <= x <= 10**6 for r in d for x in r))
