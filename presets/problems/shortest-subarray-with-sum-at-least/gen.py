"""Positive values and a target. Small tests pick a target around the array's sum (sometimes above
it, so 0 is expected); large tests use small values and a target near half the total, so every start
needs a long scan."""


def generate(n, rng):
    n = max(n, 1)
    if n <= 100:
        nums = [rng.randint(1, 6) for _ in range(n)]
        target = rng.randint(1, sum(nums) + 3)
    else:
        nums = [rng.randint(1, 20) for _ in range(n)]
        target = sum(nums) // 2
    return [target, nums]


def valid(args):
    """The statement's preconditions: 1..10^5 values in 1..10^4, target in 1..10^9."""
    target, nums = args
    return (
        type(target) is int and 1 <= target <= 10**9
        and type(nums) is list and 1 <= len(nums) <= 10**5
        and all(type(x) is int and 1 <= x <= 10**4 for x in nums)
    )
