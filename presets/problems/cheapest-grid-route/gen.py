"""An m × n grid with m and n around the size (one of them sometimes 1): small tests use costs in
0..3 or 0..9 with the odd 1000, large ones 0..1000."""


def generate(n, rng):
    n = max(1, n)
    if n <= 8:
        m = rng.randint(1, n) if rng.random() < 0.3 else n
        cols = rng.randint(1, n)
        hi = rng.choice([3, 9])
        grid = [[rng.randint(0, hi) for _ in range(cols)] for _ in range(m)]
        if rng.random() < 0.2:
            grid[rng.randrange(m)][rng.randrange(cols)] = 1000
        return [grid]
    return [[[rng.randint(0, 1000) for _ in range(n)] for _ in range(n)]]


def valid(args):
    """The statement's preconditions: a rectangular grid, 1..200 each way, costs within 0..1000."""
    (g,) = args
    if type(g) is not list or not 1 <= len(g) <= 200 or type(g[0]) is not list or not 1 <= len(g[0]) <= 200:
        return False
    return all(type(row) is list and len(row) == len(g[0]) and all(type(x) is int and 0 <= x <= 1000 for x in row) for row in g)
