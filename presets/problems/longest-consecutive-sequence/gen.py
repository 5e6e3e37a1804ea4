"""n values. Small tests draw from a narrow range (duplicates and gaps); large ones are one long
shuffled run (with a few duplicates and outliers), so walking from every member is quadratic."""


def generate(n, rng):
    if n <= 12:
        return [[rng.randint(-6, 6) for _ in range(n)]]
    base = rng.randint(-(10**9), 10**9 - n)
    nums = [base + i for i in range(n - n // 10)]
    nums += [rng.choice(nums) for _ in range(n // 20)]
    nums += [rng.randint(-(10**9), 10**9) for _ in range(n - len(nums))]
    rng.shuffle(nums)
    return [nums]


def valid(args):
    (nums,) = args
    return type(nums) is list and len(nums) <= 10**5 and all(
        type(x) is int and -(10**9) <= x <= 10**9 for x in nums
    )
