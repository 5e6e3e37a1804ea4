"""An array and a rotation k. Small tests: k up to 3n (k > n common). Large tests: k about n / 2,
so rotating one step at a time is quadratic."""


def generate(n, rng):
    n = max(n, 1)
    nums = [rng.randint(-(2**31), 2**31 - 1) for _ in range(n)]
    if n <= 10:
        return [nums, rng.randint(0, 3 * n)]
    return [nums, n // 2 + rng.randint(0, n // 4)]


def valid(args):
    nums, k = args
    return (
        type(nums) is list
        and 1 <= len(nums) <= 10**5
        and all(type(x) is int and -(2**31) <= x < 2**31 for x in nums)
        and type(k) is int
        and 0 <= k <= 10**9
    )
