"""A sorted array with runs of equal values. Small tests: values in a narrow range (long runs and
singletons). Large tests: about three copies of each value, so deleting each duplicate from the
middle of the list is quadratic."""


def generate(n, rng):
    n = max(n, 1)
    if n <= 10:
        return [sorted(rng.randint(-3, 3) for _ in range(n))]
    return [sorted(rng.randint(-(10**4), 10**4) for _ in range(n))]


def valid(args):
    (nums,) = args
    return (
        type(nums) is list
        and 1 <= len(nums) <= 10**5
        and all(type(x) is int and -(10**4) <= x <= 10**4 for x in nums)
        and all(a <= b for a, b in zip(nums, nums[1:]))
    )
