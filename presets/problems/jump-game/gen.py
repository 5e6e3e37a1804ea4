"""n jump lengths. Small tests mix zeros and short jumps (so both answers occur); large ones use
long jumps (up to n) and end reachable, so an O(n · jump) marking pass does ~n^2 work."""


def generate(n, rng):
    n = max(n, 1)
    if n <= 20:
        nums = [rng.choice([0, 0, 1, 1, 2, 3]) for _ in range(n)]
    else:
        nums = [rng.randint(n // 2, n) for _ in range(n)]
        for _ in range(n // 10):
            nums[rng.randrange(n)] = 0
        nums[0] = n
    return [nums]


def valid(args):
    (nums,) = args
    return type(nums) is list and 1 <= len(nums) <= 10**5 and all(
        type(x) is int and 0 <= x <= 10**5 for x in nums
    )
