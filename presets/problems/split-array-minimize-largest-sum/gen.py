"""n values and a part count k. Small tests use tiny values (zeros included); large tests use the full
value range and k up to 50."""


def generate(n, rng):
    n = max(n, 1)
    top = 9 if n <= 100 else 10**4
    nums = [rng.randint(0, top) for _ in range(n)]
    k = rng.randint(1, min(50, n))
    return [nums, k]


def valid(args):
    """The statement's preconditions: 1..10^5 values in 0..10^4 and 1 <= k <= min(50, n)."""
    nums, k = args
    return (
        type(nums) is list and 1 <= len(nums) <= 10**5
        and all(type(x) is int and 0 <= x <= 10**4 for x in nums)
        and type(k) is int and 1 <= k <= min(50, len(nums))
    )
