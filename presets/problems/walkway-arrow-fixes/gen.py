"""An m × n grid of directions: small grids random (m, n around the size); large ones 300 × 300,
either random or with long free snake paths (rows alternately pointing right and left, joined by
down arrows at the ends) broken up by random tiles, so free moves chain over long distances."""


def generate(n, rng):
    n = max(1, n)
    if n <= 8:
        m = rng.randint(1, n)
        return [[[rng.randint(1, 4) for _ in range(n)] for _ in range(m)]]
    grid = []
    snake = rng.random() < 0.5
    for r in range(n):
        row = []
        for c in range(n):
            if snake:
                d = 1 if r % 2 == 0 else 2
                if (r % 2 == 0 and c == n - 1) or (r % 2 == 1 and c == 0):
                    d = 3
                if rng.random() < 0.05:
                    d = rng.randint(1, 4)
            else:
                d = rng.randint(1, 4)
            row.append(d)
        grid.append(row)
    return [grid]


def valid(args):
    """The statement's preconditions: a rectangular grid, 1..300 each way, values 1..4."""
    (g,) = args
    if type(g) is not list or not 1 <= len(g) <= 300 or type(g[0]) is not list or not 1 <= len(g[0]) <= 300:
        return False
    return all(type(row) is list and len(row) == len(g[0]) and all(type(x) is int and 1 <= x <= 4 for x in row) for row in g)
