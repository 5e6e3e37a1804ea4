"""n x n grid (n = size), walls with density ~40%, k small so that the (cell, k) state matters."""


def generate(n, rng):
    n = max(n, 1)
    rows = n
    cols = n if n > 1 else rng.randint(1, 4)
    grid = [[1 if rng.random() < 0.4 else 0 for _ in range(cols)] for _ in range(rows)]
    grid[0][0] = 0
    grid[rows - 1][cols - 1] = 0
    k = rng.randint(0, 3) if n <= 6 else rng.randint(5, 30)
    return [grid, min(k, rows * cols)]


def valid(args):
    grid, k = args
    m = len(grid)
    if not (1 <= m <= 40) or not grid[0] or len(grid[0]) > 40:
        return False
    n = len(grid[0])
    if any(len(r) != n or any(c not in (0, 1) for c in r) for r in grid):
        return False
    return grid[0][0] == 0 and grid[m - 1][n - 1] == 0 and 0 <= k <= m * n
