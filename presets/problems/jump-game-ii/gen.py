"""n jump lengths from which the last index is reachable (redrawn otherwise). Small tests use
short jumps with some zeros; large ones jumps of 900..1000 (a tenth of them replaced by 0..5), so
a DP over every landing spot does nearly the full n · 1000 work."""


def _reachable(nums):
    reach = 0
    for i, x in enumerate(nums):
        if i > reach:
            return False
        reach = max(reach, i + x)
    return True


def generate(n, rng):
    n = max(n, 1)
    while True:
        if n <= 12:
            nums = [rng.choice([0, 1, 1, 2, 2, 3, 4]) for _ in range(n)]
        else:
            nums = [rng.randint(900, 1000) for _ in range(n)]
            for _ in range(n // 10):
                nums[rng.randrange(n)] = rng.randint(0, 5)
        if _reachable(nums):
            return [nums]


def valid(args):
    (nums,) = args
    return (
        type(nums) is list
        and 1 <= len(nums) <= 10**5
        and all(type(x) is int and 0 <= x <= 1000 for x in nums)
        and _reachable(nums)
    )
