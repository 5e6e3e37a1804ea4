"""n values: for small n either tiny (0..7, many equal) or spread over 0..10^9 (high bits set);
large n spread over the full range."""


def generate(n, rng):
    n = max(n, 1)
    hi = rng.choice([7, 10**9]) if n <= 12 else 10**9
    return [[rng.randint(0, hi) for _ in range(n)]]


def valid(args):
    """The statement's preconditions: 1..10^5 values within 0..10^9."""
    (nums,) = args
    return type(nums) is list and 1 <= len(nums) <= 10**5 and all(type(x) is int and 0 <= x <= 10**9 for x in nums)
