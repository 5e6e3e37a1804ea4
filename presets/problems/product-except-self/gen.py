"""n values from -1, 1 (mostly), 0 (sometimes one or two) and at most 30 entries of ±2, so every
prefix and suffix product fits in 32 bits, as the statement promises."""


def generate(n, rng):
    n = max(n, 2)
    nums = [rng.choice([-1, 1]) for _ in range(n)]
    for i in rng.sample(range(n), min(n, rng.randint(0, 30))):
        nums[i] = rng.choice([-2, 2])
    r = rng.random()
    zeros = 0 if r < 0.5 else (1 if r < 0.8 else 2)
    for i in rng.sample(range(n), min(n, zeros)):
        nums[i] = 0
    return [nums]


def valid(args):
    (nums,) = args
    if not (type(nums) is list and 2 <= len(nums) <= 10**5):
        return False
    if not all(type(x) is int and -30 <= x <= 30 for x in nums):
        return False
    p = 1
    for x in nums:
        p *= x
        if abs(p) >= 2**31:
            return False
    return all(-(2**31) <= v < 2**31 for v in __import__("itertools").accumulate(reversed(nums), lambda a, b: a * b))
