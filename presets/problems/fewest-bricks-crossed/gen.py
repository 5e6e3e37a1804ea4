"""A wall with n bricks in total. Rows are cut from one common width; with small widths many
joints line up. Large walls: about sqrt(n) rows of about sqrt(n) bricks over a width near 10^9,
with joints drawn from a pool of a few thousand positions so that some positions are shared by
many rows; the answer varies with the seed."""


def _row(width, cuts):
    pos = sorted(set(cuts))
    out, prev = [], 0
    for p in pos:
        out.append(p - prev)
        prev = p
    out.append(width - prev)
    return out


def generate(n, rng):
    n = max(n, 1)
    if n <= 12:
        width = rng.randint(1, 8)
        wall, left = [], n
        while left > 0:
            k = min(left, rng.randint(1, width))
            cuts = rng.sample(range(1, width), k - 1) if width > 1 else []
            row = _row(width, cuts)
            wall.append(row)
            left -= len(row)
        return [wall]
    width = rng.randint(10**9, 2**31 - 1)
    pool = rng.sample(range(1, width), min(width - 1, 5000))
    per_row = max(1, int(n ** 0.5))
    wall, left = [], n
    while left > 0:
        k = min(left, per_row)
        row = _row(width, rng.sample(pool, k - 1))
        wall.append(row)
        left -= len(row)
    rng.shuffle(wall)
    return [wall]


def valid(args):
    """The statement's preconditions: 1..10^4 non-empty rows of positive widths with one common
    total of at most 2^31 - 1, at most 2·10^5 bricks."""
    (wall,) = args
    if type(wall) is not list or not 1 <= len(wall) <= 10**4:
        return False
    total = None
    count = 0
    for row in wall:
        if type(row) is not list or not row or not all(type(w) is int and w >= 1 for w in row):
            return False
        count += len(row)
        if total is None:
            total = sum(row)
        elif sum(row) != total:
            return False
    return count <= 2 * 10**5 and total <= 2**31 - 1
