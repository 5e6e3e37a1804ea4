"""n values and k. Small tests draw from a tiny range (many duplicates); large tests use the full
range with k near the middle, where removing the maximum k times is quadratic."""


def generate(n, rng):
    n = max(n, 1)
    span = 3 if n <= 100 else 10**4
    nums = [rng.randint(-span, span) for _ in range(n)]
    k = rng.randint(1, n) if n <= 100 else n // 2 + rng.randint(-n // 10, n // 10)
    return [nums, k]
