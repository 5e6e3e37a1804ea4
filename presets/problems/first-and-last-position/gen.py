"""A sorted array of n values with many repeats and a target that is present about two times in three.
Large ones that hold the target hold a run of it of n/4..n/2 copies at a place drawn with its value
(the run was always at [n/3, 5n/6), so its two ends were known from the size)."""


def generate(n, rng):
    span = 4 if n <= 20 else 10**9
    nums = sorted(rng.randint(-span, span) for _ in range(n))
    if n <= 20:
        target = rng.randint(-span - 1, span + 1)
    elif rng.random() < 0.67:
        run = rng.randint(n // 4, n // 2)
        target = nums[rng.randrange(n - run)]
        nums = sorted(nums[: n - run] + [target] * run)  # a long run of one value
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
