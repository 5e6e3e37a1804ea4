"""n values and a window size k. Small tests use a tiny range (duplicates leave the window often);
large tests use the full 32-bit range and k = n/2."""


def generate(n, rng):
    n = max(n, 1)
    if n <= 100:
        return [[rng.randint(-3, 3) for _ in range(n)], rng.randint(1, n)]
    return [[rng.randint(-(2**31), 2**31 - 1) for _ in range(n)], n // 2]


def valid(args):
    """The statement's preconditions: 1 <= k <= len(nums) <= 10^5, 32-bit values."""
    nums, k = args
    return (
        type(nums) is list and 1 <= len(nums) <= 10**5
        and all(type(x) is int and -(2**31) <= x < 2**31 for x in nums)
        and type(k) is int and 1 <= k <= len(nums)
    )
