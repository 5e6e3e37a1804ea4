"""n positions and a rank k. Small tests use positions in 0..5 or 0..20 (many equal gaps, equal
positions); large ones spread over 0..10^9 with k anywhere from 1 to n·(n-1)/2 (often in the
middle, which is far beyond 32 bits)."""


def generate(n, rng):
    n = max(2, n)
    hi = rng.choice([5, 20, 10**9]) if n <= 12 else 10**9
    pos = [rng.randint(0, hi) for _ in range(n)]
    total = n * (n - 1) // 2
    k = rng.choice([1, total, rng.randint(1, total)]) if n <= 12 else rng.randint(total // 10, total)
    return [pos, k]


def valid(args):
    """The statement's preconditions: 2..10^5 positions in 0..10^9, 1 <= k <= n·(n-1)/2."""
    pos, k = args
    if type(pos) is not list or not 2 <= len(pos) <= 10**5 or not all(type(p) is int and 0 <= p <= 10**9 for p in pos):
        return False
    return type(k) is int and 1 <= k <= len(pos) * (len(pos) - 1) // 2
