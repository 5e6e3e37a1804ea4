"""A grid of about n cells (a random shape near sqrt(n) x sqrt(n) on large tests). Small grids hold
heights 0..5 (equal neighbours are common). Large grids are one of: a ramp (height about 4(i + j):
exponentially many rising paths, which a search without memoisation enumerates), a noisy snake
(heights rising along a back-and-forth walk with local dips, so paths are long and wind left and
up as well), or random heights up to 10^9."""


def generate(n, rng):
    n = max(n, 1)
    if n <= 16:
        rows = rng.randint(1, n)
        cols = max(1, n // rows)
        return [[[rng.randint(0, 5) for _ in range(cols)] for _ in range(rows)]]
    side = int(n**0.5)
    rows = max(1, min(200, side + rng.randint(-side // 8, side // 8)))
    cols = max(1, min(200, n // rows))
    mode = rng.choice(["ramp", "ramp", "snake", "random"])
    if mode == "ramp":
        return [[[(i + j) * 4 + rng.randint(0, 3) for j in range(cols)] for i in range(rows)]]
    if mode == "random":
        return [[[rng.randint(0, 10**9) for _ in range(cols)] for _ in range(rows)]]
    grid = [[0] * cols for _ in range(rows)]
    k = 0
    for i in range(rows):
        for j in range(cols) if i % 2 == 0 else range(cols - 1, -1, -1):
            grid[i][j] = k * 3 + rng.randint(0, 5)
            k += 1
    if rng.random() < 0.5:
        grid = grid[::-1]
    return [grid]


def valid(args):
    """The statement's preconditions: a non-empty rectangular grid up to 200 x 200 of 0..10^9."""
    (grid,) = args
    if type(grid) is not list or not 1 <= len(grid) <= 200:
        return False
    if not all(type(row) is list for row in grid):
        return False
    cols = len(grid[0])
    return 1 <= cols <= 200 and all(
        len(row) == cols and all(type(x) is int and 0 <= x <= 10**9 for x in row) for row in grid
    )
