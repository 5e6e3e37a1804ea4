"""n values and k. Small tests draw from a tiny range (many duplicates); large tests use the full
range with k near the middle, where removing the maximum k times is quadratic."""


def generate(n, rng):
    n = max(n, 1)
    span = 3 if n <= 100 else 10**4
    nums = [rng.randint(-span, span) for _ in range(n)]
    k = rng.randint(1, n) if n <= 100 else n // 2 + rng.randint(-n // 10, n // 10)
    return [nums, k]


def valid(args):
    """The statement's preconditions: 1 <= k <= len(nums) <= 10^5, values within ±10^4."""
    nums, k = args
    return (
        type(nums) is list
        and len(nums) <= 10**5
        and all(type(x) is int and -(10**4) <= x <= 10**4 for x in nums)
        and type(k) is int
        and 1 <= k <= len(nums)
    )
