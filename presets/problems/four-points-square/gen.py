"""Four points on a small grid (size = coordinate span): half are squares (tilted by a random
vector), rhombi, rectangles or kites, shuffled, sometimes with one corner nudged; the rest random."""


def generate(n, rng):
    span = max(1, n)
    x, y = rng.randint(-span, span), rng.randint(-span, span)
    a, b = rng.randint(-span, span), rng.randint(-span, span)
    shape = rng.random()
    if shape < 0.35:      # square on vector (a, b)
        pts = [[x, y], [x + a, y + b], [x + a - b, y + b + a], [x - b, y + a]]
    elif shape < 0.5:     # rhombus: two vectors of equal length
        c, d = rng.choice([(a, -b), (b, a), (-a, b)])
        pts = [[x, y], [x + a, y + b], [x + a + c, y + b + d], [x + c, y + d]]
    elif shape < 0.6:     # rectangle
        k = rng.randint(1, 3)
        pts = [[x, y], [x + a, y + b], [x + a - k * b, y + b + k * a], [x - k * b, y + k * a]]
    elif shape < 0.7:     # repeated points
        p, q = [x, y], [x + a, y + b]
        pts = [p, q, list(rng.choice([p, q])), list(rng.choice([p, q]))]
    else:
        pts = [[rng.randint(-span, span), rng.randint(-span, span)] for _ in range(4)]
    if rng.random() < 0.15:
        k = rng.randrange(4)
        pts[k][rng.randrange(2)] += rng.choice([-1, 1])
    rng.shuffle(pts)
    return pts


def valid(args):
    return len(args) == 4 and all(type(p) is list and len(p) == 2 and all(type(v) is int and -10**4 <= v <= 10**4 for v in p) for p in args)
