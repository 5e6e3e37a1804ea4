"""n distinct points; large coordinates so that the total needs 64 bits."""


def generate(n, rng):
    n = max(n, 1)
    span = 10 if n <= 8 else 10**6
    seen = set()
    while len(seen) < n:
        seen.add((rng.randint(-span, span), rng.randint(-span, span)))
    pts = [list(p) for p in seen]
    rng.shuffle(pts)
    return [pts]


def valid(args):
    (pts,) = args
    return (1 <= len(pts) <= 1000 and len({tuple(p) for p in pts}) == len(pts)
            and all(len(p) == 2 and all(-10**6 <= c <= 10**6 for c in p) for p in pts))
