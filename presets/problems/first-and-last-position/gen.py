"""A sorted array of n values with many repeats and a target that is present about two times in three."""


def generate(n, rng):
    span = 4 if n <= 20 else 10**9
    nums = sorted(rng.randint(-span, span) for _ in range(n))
    if n <= 20:
        target = rng.randint(-span - 1, span + 1)
    elif rng.random() < 0.67:
        nums = sorted(nums[: n // 2] + [nums[n // 3]] * (n - n // 2))  # a long run of one value
        target = nums[n // 3]
    else:
        target = rng.randint(-span, span)
    return [nums, target]


def valid(args):
    """The statement's preconditions: 0..10^5 sorted values, everything within ±10^9."""
    nums, target = args
    return (
        type(nums) is list and len(nums) <= 10**5
        and all(type(x) is int and -(10**9) <= x <= 10**9 for x in nums)
        and all(a <= b for a, b in zip(nums, nums[1:]))
        and type(target) is int and -(10**9) <= target <= 10**9
    )
