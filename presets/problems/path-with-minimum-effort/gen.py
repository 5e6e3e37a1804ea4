"""A grid of heights. Small tests: random shapes with heights 0..9. Large tests: 100 × 100, a low
basin with high pillars and the target corner on a cliff, so the answer is in the thousands while
every smaller limit reaches the whole basin: trying every limit in turn is hopeless."""


def generate(n, rng):
    n = max(n, 1)
    if n <= 12:
        rows, cols = rng.randint(1, n), rng.randint(1, n)
        return [[[rng.randint(0, 9) for _ in range(cols)] for _ in range(rows)]]
    size = min(n, 100)
    # A low basin (heights base..base+5) with a fifth of the cells raised as pillars the path
    # winds around, and the bottom-right corner on a cliff thousands above it: the answer is in
    # the thousands, and every limit below it still lets a search flood the whole basin, so
    # trying the limits one by one does thousands of full searches.
    base = rng.randint(0, 10**5)
    grid = [
        [rng.randint(base, 10**6) if rng.random() < 0.2 else base + rng.randint(0, 5) for _ in range(size)]
        for _ in range(size)
    ]
    last = size - 1
    for r, c in ((0, 0), (0, 1), (1, 0), (last - 1, last), (last, last - 1)):
        grid[r][c] = base + rng.randint(0, 5)
    grid[last][last] = base + rng.randint(2000, 5000)
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
