"""n distinct points. Small tests: points of a 5x5 or 7x7 grid (many collinear triples, vertical and
horizontal lines included). Large tests: two to four lines with a small primitive direction, each
holding a varying number of points on both sides of its base point (so the first point of a line in
the input is often in its middle), plus scattered points; the answer varies between seeds."""

LIM = 10**4


def generate(n, rng):
    n = max(n, 1)
    pts = set()
    if n <= 14:
        r = rng.choice([2, 3])
        while len(pts) < n:
            pts.add((rng.randint(-r, r), rng.randint(-r, r)))
        out = [list(p) for p in pts]
        rng.shuffle(out)
        return [out]
    for _ in range(rng.randint(2, 4)):
        dx, dy = rng.choice([(1, 0), (0, 1), (1, 1), (1, -1), (2, 1), (1, 3), (3, -2), (5, 4)])
        bx, by = rng.randint(-5000, 5000), rng.randint(-5000, 5000)
        want = rng.randint(n // 10, n // 3)
        tries = 0
        while want and tries < 10 * n:
            tries += 1
            t = rng.randint(-400, 400)
            x, y = bx + t * dx, by + t * dy
            if -LIM <= x <= LIM and -LIM <= y <= LIM and (x, y) not in pts and len(pts) < n:
                pts.add((x, y))
                want -= 1
    while len(pts) < n:
        pts.add((rng.randint(-LIM, LIM), rng.randint(-LIM, LIM)))
    out = [list(p) for p in pts]
    rng.shuffle(out)
    return [out]


def valid(args):
    """The statement's preconditions: 1..500 distinct points within ±10^4."""
    (points,) = args
    if type(points) is not list or not 1 <= len(points) <= 500:
        return False
    for p in points:
        if type(p) is not list or len(p) != 2 or not all(type(c) is int and -LIM <= c <= LIM for c in p):
            return False
    return len({tuple(p) for p in points}) == len(points)
