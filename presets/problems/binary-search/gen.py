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
