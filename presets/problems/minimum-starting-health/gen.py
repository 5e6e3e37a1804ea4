"""A grid of about n cells (random shape on small tests, near-square on large ones) with values
mostly small traps and potions, plus occasional large ones, so the best route trades an early
trap against a later potion."""


def generate(n, rng):
    n = max(n, 1)
    if n <= 16:
        m = rng.randint(1, n)
        w = max(1, n // m)
    else:
        m = max(1, min(200, int(n**0.5) + rng.randint(-10, 10)))
        w = max(1, min(200, n // m))
    grid = []
    for _ in range(m):
        row = []
        for _ in range(w):
            r = rng.random()
            if r < 0.1:
                row.append(rng.randint(-1000, 1000))
            elif r < 0.6:
                row.append(rng.randint(-9, 0))
            else:
                row.append(rng.randint(-5, 9))
        grid.append(row)
    return [grid]


def valid(args):
    """The statement's preconditions: a rectangular 1..200 x 1..200 grid of -1000..1000."""
    (grid,) = args
    if type(grid) is not list or not 1 <= len(grid) <= 200 or not all(type(r) is list for r in grid):
        return False
    w = len(grid[0])
    return 1 <= w <= 200 and all(len(r) == w and all(type(x) is int and -1000 <= x <= 1000 for x in r) for r in grid)
