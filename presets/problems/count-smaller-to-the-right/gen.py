"""n values: a tiny range for small tests (many duplicates), the full range for large ones."""


def generate(n, rng):
    n = max(n, 1)
    span = 3 if n <= 20 else 10**9
    return [[rng.randint(-span, span) for _ in range(n)]]


def valid(args):
    """The statement's preconditions: 1..10^5 values within ±10^9."""
    (nums,) = args
    return type(nums) is list and 1 <= len(nums) <= 10**5 and all(type(x) is int and -(10**9) <= x <= 10**9 for x in nums)
