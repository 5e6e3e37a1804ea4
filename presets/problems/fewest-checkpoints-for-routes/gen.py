"""n closed routes. Small tests live on -5..10 (nested, touching and single-point routes are
common); large tests place mostly short routes across ±10^9, so about n/2 checkpoints are needed
and re-filtering the remaining routes after each one is quadratic."""


def generate(n, rng):
    out = []
    for _ in range(n):
        if n <= 10:
            a = rng.randint(-5, 10)
            out.append([a, a + rng.randint(0, 6)])
        else:
            a = rng.randint(-10**9, 10**9 - 20000)
            out.append([a, a + rng.randint(0, 20000)])
    return [out]


def valid(args):
    """The statement's preconditions."""
    (routes,) = args
    return type(routes) is list and len(routes) <= 10**5 and all(
        type(r) is list and len(r) == 2 and all(type(x) is int for x in r) and -10**9 <= r[0] <= r[1] <= 10**9
        for r in routes)
