"""Two sorted lists of about n/2 values each. Small tests draw from a tiny range (ties); large tests
put b's values after most of a's, so an insertion that walks from the head is quadratic."""


def generate(n, rng):
    span = 5 if n <= 20 else 10**9
    k = rng.randint(0, n)
    a = sorted(rng.randint(-span, span) for _ in range(k))
    b = sorted(rng.randint(-span, span) for _ in range(n - k))
    if n > 20:
        a = sorted(rng.randint(-span, 0) for _ in range(n // 2))
        b = sorted(rng.randint(0, span) for _ in range(n - n // 2))
    return [a, b]


def valid(args):
    """The statement's preconditions: two sorted lists of 0..10^5 values within ±10^9."""
    return all(
        type(v) is list and len(v) <= 10**5
        and all(type(x) is int and -(10**9) <= x <= 10**9 for x in v)
        and all(p <= q for p, q in zip(v, v[1:]))
        for v in args
    )
