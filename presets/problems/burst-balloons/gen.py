"""n balloon values in 0..100 (small tests: 0..9, zeros included)."""


def generate(n, rng):
    n = max(n, 1)
    top = 9 if n <= 12 else 100
    return [[rng.randint(0, top) for _ in range(min(n, 100))]]


def valid(args):
    (nums,) = args
    return type(nums) is list and 1 <= len(nums) <= 100 and all(type(x) is int and 0 <= x <= 100 for x in nums)
