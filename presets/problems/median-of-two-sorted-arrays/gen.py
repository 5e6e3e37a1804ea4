"""Two sorted arrays with n elements in total, split at random (either may be empty). Small tests
draw from a tiny range so equal values straddle the cut; large ones use the full range."""


def generate(n, rng):
    n = max(n, 1)
    m = rng.randint(0, n)
    span = 4 if n <= 100 else 10**6
    a = sorted(rng.randint(-span, span) for _ in range(m))
    b = sorted(rng.randint(-span, span) for _ in range(n - m))
    return [a, b]
