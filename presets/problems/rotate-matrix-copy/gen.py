"""Random m x n shapes with m, n <= size."""


def generate(n, rng):
    n = max(n, 1)
    m = rng.randint(1, n)
    k = rng.randint(1, n)
    return [[[rng.randint(-1000, 1000) for _ in range(k)] for _ in range(m)]]


def valid(args):
    (mat,) = args
    return (1 <= len(mat) <= 200 and 1 <= len(mat[0]) <= 200
            and all(len(r) == len(mat[0]) for r in mat))
