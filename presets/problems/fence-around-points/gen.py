"""n distinct points. Small tests: points of a 5x5 grid (collinear fence edges, all-collinear sets
and inner points are common). Large tests: points of a random box on a coarse grid (many points
on the box's sides), or scattered over a disc, so the fence holds tens to hundreds of points."""


def generate(n, rng):
    n = max(n, 1)
    pts = set()
    if n <= 16:
        if rng.random() < 0.15:  # all on one line
            dx, dy = rng.choice([(1, 0), (0, 1), (1, 1), (1, 2)])
            x0, y0 = rng.randint(0, 3), rng.randint(0, 3)
            ts = rng.sample(range(0, 12), min(n, 12))
            return [[[x0 + t * dx, y0 + t * dy] for t in ts]]
        while len(pts) < n:
            pts.add((rng.randint(0, 4), rng.randint(0, 4)))
    elif rng.random() < 0.5:
        w, h = rng.randint(60, 120), rng.randint(60, 120)
        step = rng.choice([1, 2, 3])
        while len(pts) < n:
            pts.add((rng.randint(0, w) * step, rng.randint(0, h) * step))
    else:
        cx, cy, r = 5000, 5000, rng.randint(1000, 5000)
        while len(pts) < n:
            x, y = rng.randint(cx - r, cx + r), rng.randint(cy - r, cy + r)
            if (x - cx) ** 2 + (y - cy) ** 2 <= r * r:
                pts.add((x, y))
    out = [list(p) for p in pts]
    rng.shuffle(out)
    return [out]


def valid(args):
    """The statement's preconditions: 1..3000 distinct points within 0..10^4."""
    (points,) = args
    if type(points) is not list or not 1 <= len(points) <= 3000:
        return False
    for p in points:
        if type(p) is not list or len(p) != 2 or not all(type(c) is int and 0 <= c <= 10**4 for c in p):
            return False
    return len({tuple(p) for p in points}) == len(points)
