"""An n × n grid of 0/1 (small tests: random shapes and densities). Large tests are mostly ones
with a few scattered zeros, so big squares exist and growing a square from every corner is
very slow."""


def generate(n, rng):
    n = max(n, 1)
    if n <= 12:
        rows, cols = rng.randint(1, n), rng.randint(1, n)
        p = rng.choice([0.5, 0.7, 0.9])
        return [[[1 if rng.random() < p else 0 for _ in range(cols)] for _ in range(rows)]]
    size = min(n, 300)
    grid = [[1] * size for _ in range(size)]
    for _ in range(size // 3):
        grid[rng.randrange(size)][rng.randrange(size)] = 0
    return [grid]


def valid(args):
    (grid,) = args
    if not (type(grid) is list and 1 <= len(grid) <= 300 and type(grid[0]) is list):
        return False
    cols = len(grid[0])
    return 1 <= cols <= 300 and all(
        type(row) is list and len(row) == cols and all(type(v) is int and v in (0, 1) for v in row) for row in grid
    )
