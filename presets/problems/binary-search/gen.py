"""n distinct sorted values; the target is present half of the time (any position, ends included)
and otherwise falls in a gap or outside the range."""


def generate(n, rng):
    n = max(n, 1)
    nums = sorted(rng.sample(range(-10**9, 10**9, 3), n))
    r = rng.random()
    if r < 0.5:
        target = nums[rng.randrange(n)]
    elif r < 0.6:
        target = nums[0] - 1
    elif r < 0.7:
        target = nums[-1] + 1
    else:
        target = nums[rng.randrange(n)] + 1
    return [nums, target]


def _int(x, lo, hi):
    return type(x) is int and lo <= x <= hi


def valid(args):
    """The statement's preconditions: 1..2·10^5 strictly increasing values, all within ±10^9."""
    nums, target = args
    return (
        type(nums) is list
        and 1 <= len(nums) <= 2 * 10**5
        and all(_int(x, -(10**9), 10**9) for x in nums)
        and all(a < b for a, b in zip(nums, nums[1:]))
        and _int(target, -(10**9), 10**9)
    )
