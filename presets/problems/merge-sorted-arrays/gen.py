"""Two sorted arrays with n elements in total, split at random (one side may be empty), drawn from
a small range when n is small so duplicates across the arrays are common."""


def generate(n, rng):
    m = rng.randint(0, n)
    span = 10**9 if n > 50 else 5
    a = sorted(rng.randint(-span, span) for _ in range(m))
    b = sorted(rng.randint(-span, span) for _ in range(n - m))
    return [a, b]
