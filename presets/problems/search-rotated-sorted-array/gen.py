"""A strictly increasing array of n distinct values rotated by a random amount, and a target that is
present about two times in three."""


def generate(n, rng):
    n = max(n, 1)
    span = 20 if n <= 12 else 10**9
    vals = sorted(rng.sample(range(-span, span + 1), n))
    r = rng.randrange(n)
    nums = vals[r:] + vals[:r]
    target = rng.choice(nums) if rng.random() < 0.67 else rng.randint(-span, span)
    return [nums, target]


def valid(args):
    """The statement's preconditions: a rotated strictly increasing array of 1..10^5 distinct values within ±10^9."""
    nums, target = args
    if type(nums) is not list or not 1 <= len(nums) <= 10**5 or type(target) is not int:
        return False
    if not all(type(x) is int and -(10**9) <= x <= 10**9 for x in nums + [target]):
        return False
    drops = sum(1 for a, b in zip(nums, nums[1:]) if a >= b)
    return len(set(nums)) == len(nums) and (drops == 0 or (drops == 1 and nums[-1] < nums[0]))
