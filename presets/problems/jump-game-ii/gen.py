"""n jump lengths from which the last index is reachable (redrawn otherwise). Small tests use
short jumps with some zeros; larger ones jumps of 90..100 % of a cap (a tenth of them replaced by
0..5), so a DP over every landing spot does nearly the full n · cap work. The cap grows with n up
to the constraint's 1000 (n / 32: 1000 from n = 32000): on the probe's sizes the DP's work grows
as n², so the probe sees it as well as the large test's time limit."""


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
            cap = min(1000, max(10, n // 32))
            nums = [rng.randint(cap * 9 // 10, cap) for _ in range(n)]
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
