"""n points and k. Small tests use coordinates in -3..3 (many equal distances and repeats); large
tests use the full range and a k between 1 and n."""


def generate(n, rng):
    n = max(n, 1)
    span = 3 if n <= 20 else 10**4
    points = [[rng.randint(-span, span), rng.randint(-span, span)] for _ in range(n)]
    return [points, rng.randint(1, n)]


def valid(args):
    """The statement's preconditions: 1 <= k <= len(points) <= 10^5, coordinates within ±10^4."""
    points, k = args
    return (
        type(points) is list and 1 <= len(points) <= 10**5
        and all(type(p) is list and len(p) == 2 and all(type(c) is int and -(10**4) <= c <= 10**4 for c in p) for p in points)
        and type(k) is int and 1 <= k <= len(points)
    )
