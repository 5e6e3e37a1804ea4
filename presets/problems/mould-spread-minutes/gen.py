"""A grid with about n cells (rows × cols near n, any shape for small n). Small grids are random
mixes of empty, fresh and mouldy cells. Large grids are a winding corridor of fresh crates between
walls of empty floor with one or two mouldy crates, so the mould needs about m·n/2 minutes; half the
time a fresh crate is walled off in the middle, so the answer is -1. The size is the cell count."""


def generate(n, rng):
    n = max(n, 1)
    if n <= 100:
        rows = rng.randint(1, n)
        cols = max(1, n // rows)
        weights = rng.choice([(1, 3, 1), (2, 5, 1), (0, 4, 1), (1, 1, 1)])
        cells = [0] * weights[0] + [1] * weights[1] + [2] * weights[2]
        return [[[rng.choice(cells) for _ in range(cols)] for _ in range(rows)]]
    rows = max(3, int(n ** 0.5))
    cols = max(3, n // rows)
    grid = [[1] * cols for _ in range(rows)]
    for i in range(1, rows, 2):
        for j in range(cols):
            grid[i][j] = 0
        grid[i][cols - 1 if (i // 2) % 2 == 0 else 0] = 1
    grid[0][0] = 2
    if rng.random() < 0.5:
        grid[rows - 1 - (rows - 1) % 2][rng.randrange(cols)] = 2
    if rng.random() < 0.5:
        i = rng.randrange(rows // 4, 3 * rows // 4) | 1
        if i < rows:
            j = rng.randrange(1, cols - 1)
            grid[i][j] = 1  # fresh crate inside a wall row, cut off unless it touches the corridor
            for dj in (-1, 1):
                grid[i][j + dj] = 0
            if i + 1 < rows:
                grid[i + 1][j] = 0
            if i - 1 >= 0:
                grid[i - 1][j] = 0
    return [grid]


def valid(args):
    """The statement's preconditions: 1..500 rows of one common length 1..500, cells 0, 1 or 2."""
    (grid,) = args
    if type(grid) is not list or not 1 <= len(grid) <= 500:
        return False
    if not all(type(r) is list for r in grid) or not 1 <= len(grid[0]) <= 500:
        return False
    return all(len(r) == len(grid[0]) and all(x in (0, 1, 2) and type(x) is int for x in r) for r in grid)
