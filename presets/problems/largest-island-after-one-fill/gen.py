"""A map with about n cells (rows × cols near n, any shape for small n). Small maps have mixed
densities. Large maps have land density around 0.6-0.7, above the percolation threshold, so one
big island winds through most of the map and nearly every sea cell borders it: refilling and
re-searching per sea cell then costs the big island's size each time. The size is the cell count."""


def generate(n, rng):
    n = max(n, 1)
    if n <= 100:
        rows = rng.randint(1, n)
        cols = max(1, n // rows)
        density = rng.choice([0.2, 0.4, 0.6, 0.8, 1.0])
    else:
        rows = max(1, int(n ** 0.5))
        cols = max(1, n // rows)
        density = rng.uniform(0.6, 0.7)
    return [[[1 if rng.random() < density else 0 for _ in range(cols)] for _ in range(rows)]]


def valid(args):
    """The statement's preconditions: 1..500 rows of one common length 1..500, cells 0 or 1."""
    (grid,) = args
    if type(grid) is not list or not 1 <= len(grid) <= 500:
        return False
    if not all(type(r) is list for r in grid) or not 1 <= len(grid[0]) <= 500:
        return False
    return all(len(r) == len(grid[0]) and all(type(x) is int and x in (0, 1) for x in r) for r in grid)
