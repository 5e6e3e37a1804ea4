"""A grid with about n cells (rows × cols near n, any shape for small n). Land density varies; large
grids use a density near the percolation threshold, which yields a few huge winding islands plus
many small ones. The size is the cell count."""


def generate(n, rng):
    n = max(n, 1)
    if n <= 100:
        rows = rng.randint(1, n)
        cols = max(1, n // rows)
        density = rng.choice([0.3, 0.5, 0.7])
    else:
        rows = max(1, int(n ** 0.5))
        cols = max(1, n // rows)
        density = 0.58
    return [["".join("1" if rng.random() < density else "0" for _ in range(cols)) for _ in range(rows)]]


def valid(args):
    """The statement's preconditions: 1..500 rows of one common length 1..500, only '0' and '1'."""
    (grid,) = args
    return (
        type(grid) is list
        and 1 <= len(grid) <= 500
        and all(type(r) is str for r in grid)
        and 1 <= len(grid[0]) <= 500
        and all(len(r) == len(grid[0]) and set(r) <= {"0", "1"} for r in grid)
    )
