"""A grid of heights. Small tests: random shapes with heights 0..9. Large tests: 100 × 100 with
heights up to 10^6 and a cheap winding path, so the answer is in the thousands and trying every
limit in turn is hopeless."""


def generate(n, rng):
    n = max(n, 1)
    if n <= 12:
        rows, cols = rng.randint(1, n), rng.randint(1, n)
        return [[[rng.randint(0, 9) for _ in range(cols)] for _ in range(rows)]]
    size = min(n, 100)
    grid = [[rng.randint(0, 10**6) for _ in range(size)] for _ in range(size)]
    # A snake through every other row with small steps, so the answer is far below 10^6.
    h = rng.randint(0, 10**6)
    for r in range(0, size, 2):
        cols = range(size) if r % 4 == 0 else range(size - 1, -1, -1)
        for c in cols:
            h = min(10**6, max(0, h + rng.randint(-3000, 3000)))
            grid[r][c] = h
        if r + 1 < size:
            c = size - 1 if r % 4 == 0 else 0
            h = min(10**6, max(0, h + rng.randint(-3000, 3000)))
            grid[r + 1][c] = h
    # With an even size the snake ends in the last row at column 0: finish along that row.
    last = size - 1
    if last % 2 == 1 and (last - 1) % 4 != 0:
        for c in range(1, size):
            h = min(10**6, max(0, h + rng.randint(-3000, 3000)))
            grid[last][c] = h
    return [grid]


def valid(args):
    (grid,) = args
    if not (type(grid) is list and 1 <= len(grid) <= 100 and type(grid[0]) is list):
        return False
    cols = len(grid[0])
    return 1 <= cols <= 100 and all(
        type(row) is list and len(row) == cols and all(type(v) is int and 0 <= v <= 10**6 for v in row)
        for row in grid
    )
