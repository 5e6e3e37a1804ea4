"""Two rectangles with corners in -n..n (small n: many overlaps, containments, touching edges and
far-apart pairs)."""


def _rect(n, rng):
    x1, x2 = sorted(rng.sample(range(-n, n + 1), 2))
    y1, y2 = sorted(rng.sample(range(-n, n + 1), 2))
    return [x1, y1, x2, y2]


def generate(n, rng):
    n = max(1, n)
    if rng.random() < 0.2:
        n = 10**4
    return [_rect(n, rng), _rect(n, rng)]


def valid(args):
    """The statement's preconditions."""
    for r in args:
        if type(r) is not list or len(r) != 4 or not all(type(v) is int and -(10**4) <= v <= 10**4 for v in r):
            return False
        if not (r[0] < r[2] and r[1] < r[3]):
            return False
    return True
