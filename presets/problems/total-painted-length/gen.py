"""n strokes. Small tests live on 0..20 (touching, nested and repeated strokes are common); large
tests spread short strokes over 0..10^9 so that most stay disjoint, which makes a scan over the
blocks kept so far quadratic, and shuffle them."""


def generate(n, rng):
    if n <= 10:
        out = []
        for _ in range(n):
            s = rng.randint(0, 18)
            out.append([s, rng.randint(s + 1, min(20, s + 8))])
        return [out]
    out = []
    for _ in range(n):
        s = rng.randint(0, 10**9 - 5000)
        out.append([s, s + rng.randint(1, 5000)])
    return [out]


def valid(args):
    """The statement's preconditions."""
    (strokes,) = args
    return type(strokes) is list and len(strokes) <= 10**5 and all(
        type(iv) is list and len(iv) == 2 and all(type(x) is int for x in iv) and 0 <= iv[0] < iv[1] <= 10**9
        for iv in strokes)
