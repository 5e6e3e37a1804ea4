"""A map with about n cells holding exactly two islands. Small maps: random land, then every island
except two is drowned. Large maps: the top island is everything above a wavy line, the bottom
island everything below a second wavy line, with a sea channel of varying width between them; both
islands are huge, so comparing all pairs of cells costs about (m·n)^2 / 4. The size is the cell
count."""


def _islands(grid):
    m, n = len(grid), len(grid[0])
    label = [[0] * n for _ in range(m)]
    groups = []
    for r in range(m):
        for c in range(n):
            if grid[r][c] == 1 and not label[r][c]:
                label[r][c] = len(groups) + 1
                cells = [(r, c)]
                stack = [(r, c)]
                while stack:
                    i, j = stack.pop()
                    for a, b in ((i - 1, j), (i + 1, j), (i, j - 1), (i, j + 1)):
                        if 0 <= a < m and 0 <= b < n and grid[a][b] == 1 and not label[a][b]:
                            label[a][b] = label[r][c]
                            cells.append((a, b))
                            stack.append((a, b))
                groups.append(cells)
    return groups


def generate(n, rng):
    n = max(n, 3)
    if n <= 100:
        while True:
            rows = rng.randint(1, n)
            cols = max(1, n // rows)
            if rows * cols < 2:
                continue
            density = rng.choice([0.2, 0.35, 0.5])
            grid = [[1 if rng.random() < density else 0 for _ in range(cols)] for _ in range(rows)]
            groups = _islands(grid)
            if len(groups) < 2:
                continue
            keep = rng.sample(range(len(groups)), 2)
            for k, cells in enumerate(groups):
                if k not in keep:
                    for i, j in cells:
                        grid[i][j] = 0
            return [grid]
    rows = max(4, int(n ** 0.5))
    cols = max(1, n // rows)
    top = rng.randint(rows // 4, rows // 2)
    width = rng.randint(2, max(2, rows // 8))
    grid = [[0] * cols for _ in range(rows)]
    for c in range(cols):
        top = min(max(1, top + rng.randint(-1, 1)), rows - 4)
        width = min(max(1, width + rng.randint(-1, 1)), rows - top - 2)
        for r in range(top):
            grid[r][c] = 1
        for r in range(top + width, rows):
            grid[r][c] = 1
    return [grid]


def valid(args):
    """The statement's preconditions: 1..500 rows of one common length 1..500, at least 3 cells,
    cells 0 or 1, exactly two islands."""
    (grid,) = args
    if type(grid) is not list or not 1 <= len(grid) <= 500:
        return False
    if not all(type(r) is list for r in grid) or not 1 <= len(grid[0]) <= 500:
        return False
    if not all(len(r) == len(grid[0]) and all(type(x) is int and x in (0, 1) for x in r) for r in grid):
        return False
    return len(_islands(grid)) == 2
