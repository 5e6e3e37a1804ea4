"""A non-decreasing array of n values straddling zero (a tiny range for small n)."""


def generate(n, rng):
    n = max(n, 1)
    span = 5 if n <= 20 else 10**4
    lo = rng.randint(-span, 0)
    return [sorted(rng.randint(lo, span) for _ in range(n))]


def valid(args):
    """The statement's preconditions: 1..10^5 non-decreasing values within ±10^4."""
    (nums,) = args
    return (
        type(nums) is list and 1 <= len(nums) <= 10**5
        and all(type(x) is int and -(10**4) <= x <= 10**4 for x in nums)
        and all(a <= b for a, b in zip(nums, nums[1:]))
    )
