"""Random m x n shapes (m, n <= size) so that single rows/columns in the middle appear."""


def generate(n, rng):
    n = max(n, 1)
    m = rng.randint(1, n)
    k = rng.randint(1, n)
    return [[[rng.randint(-100, 100) for _ in range(k)] for _ in range(m)]]


def valid(args):
    (mat,) = args
    return (1 <= len(mat) <= 100 and 1 <= len(mat[0]) <= 100
            and all(len(r) == len(mat[0]) for r in mat))
