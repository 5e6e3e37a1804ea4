"""An n × n (small: random shape up to n × n) grid with scattered obstacles (sometimes on the
first row or column, sometimes on a corner)."""


def generate(n, rng):
    n = max(n, 1)
    rows, cols = (n, n) if n > 12 else (rng.randint(1, n), rng.randint(1, n))
    density = rng.choice([0.0, 0.1, 0.25]) if n <= 12 else 0.05
    grid = [[1 if rng.random() < density else 0 for _ in range(cols)] for _ in range(rows)]
    if n > 12:
        grid[0][0] = grid[-1][-1] = 0
    return [grid]


def valid(args):
    (grid,) = args
    if not (type(grid) is list and 1 <= len(grid) <= 100 and type(grid[0]) is list):
        return False
    cols = len(grid[0])
    return 1 <= cols <= 100 and all(
        type(row) is list and len(row) == cols and all(v in (0, 1) and type(v) is int for v in row) for row in grid
    )
