"""A single-summit trail of n points: the summit index is drawn anywhere from 1 to n-2, the climb and
the descent are strictly monotonic with random steps (small steps on small tests, up to 5000 on
large ones, kept within ±10^9)."""


def generate(n, rng):
    n = max(3, n)
    peak = rng.randint(1, n - 2)
    step = 3 if n <= 16 else 5000
    up = [rng.randint(1, step) for _ in range(peak)]
    down = [rng.randint(1, step) for _ in range(n - 1 - peak)]
    top = rng.randint(-10**8, 10**8) if n > 16 else rng.randint(-5, 20)
    heights = [0] * n
    heights[peak] = top
    for i in range(peak - 1, -1, -1):
        heights[i] = heights[i + 1] - up[i]
    for i in range(peak + 1, n):
        heights[i] = heights[i - 1] - down[i - peak - 1]
    return [heights]


def valid(args):
    """The statement's preconditions: 3..10^5 values within ±10^9, strictly up then strictly down."""
    (h,) = args
    if type(h) is not list or not 3 <= len(h) <= 10**5 or not all(type(x) is int and -10**9 <= x <= 10**9 for x in h):
        return False
    p = h.index(max(h))
    return 0 < p < len(h) - 1 and all(a < b for a, b in zip(h[:p], h[1:p + 1])) and all(a > b for a, b in zip(h[p:], h[p + 1:]))
