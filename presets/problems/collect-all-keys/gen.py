"""n x n grid (n = size) with up to 6 keys and their locks placed on random open cells."""


def generate(n, rng):
    n = max(n, 2)
    rows, cols = n, n
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    rng.shuffle(cells)
    g = [["#" if rng.random() < 0.25 else "." for _ in range(cols)] for _ in range(rows)]
    k = min(6, max(1, (len(cells) - 1) // 2), rng.randint(1, 6))
    r, c = cells.pop()
    g[r][c] = "@"
    for i in range(k):
        r, c = cells.pop()
        g[r][c] = chr(ord("a") + i)
        if cells and rng.random() < 0.7:
            r, c = cells.pop()
            g[r][c] = chr(ord("A") + i)
    return [["".join(row) for row in g]]


def valid(args):
    (grid,) = args
    if not (1 <= len(grid) <= 30) or not grid[0] or len(grid[0]) > 30:
        return False
    if any(len(row) != len(grid[0]) for row in grid):
        return False
    text = "".join(grid)
    if text.count("@") != 1 or set(text) - set("@.#abcdefABCDEF"):
        return False
    keys = sorted(ch for ch in text if ch.islower())
    if not keys or keys != [chr(ord("a") + i) for i in range(len(keys))]:
        return False
    locks = [ch for ch in text if ch.isupper()]
    return len(set(locks)) == len(locks) and all(ch.lower() in keys for ch in locks)
