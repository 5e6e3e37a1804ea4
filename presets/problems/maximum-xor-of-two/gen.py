"""n values below 2^31. Small tests use tiny values (repeats, zeros); large tests the full range."""


def generate(n, rng):
    n = max(n, 1)
    top = 15 if n <= 20 else 2**31 - 1
    return [[rng.randint(0, top) for _ in range(n)]]


def valid(args):
    """The statement's preconditions: 1..10^5 values in 0..2^31-1."""
    (nums,) = args
    return type(nums) is list and 1 <= len(nums) <= 10**5 and all(type(x) is int and 0 <= x < 2**31 for x in nums)
