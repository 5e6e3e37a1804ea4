"""Distinct posts. Small tests sit on a few rows and columns so rectangles (and nearly complete
ones) are common; large tests put 1000 posts on a 60 x 60 lattice patch scaled by a random spacing,
plus a few stray posts, so many diagonals must be checked."""


def generate(n, rng):
    n = max(1, n)
    if n <= 20:
        k = rng.randint(2, 4)
        cand = [(x, y) for x in range(k) for y in range(k)]
        extra = [(rng.randint(0, 8), rng.randint(0, 8)) for _ in range(n)]
        pts = list(dict.fromkeys(rng.sample(cand, min(n, len(cand))) + extra))[:n]
        scale = rng.choice([1, 3, 5000])
        return [[[x * scale, y * scale] for x, y in pts]]
    side = 60
    sx, sy = rng.randint(1, 600), rng.randint(1, 600)
    cells = rng.sample([(x, y) for x in range(side) for y in range(side)], n)
    return [[[x * sx, y * sy] for x, y in cells]]


def valid(args):
    (p,) = args
    if type(p) is not list or not 1 <= len(p) <= 1000:
        return False
    if not all(type(q) is list and len(q) == 2 and all(type(v) is int and 0 <= v <= 40000 for v in q) for q in p):
        return False
    return len(set(map(tuple, p))) == len(p)
