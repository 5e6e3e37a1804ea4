"""n values and a window k. Small tests draw from a few values with small k (both answers occur).
Large tests have all-distinct values except one pair at distance exactly k near the end, with
k about n / 2, so scanning k neighbours of every index is quadratic."""


def generate(n, rng):
    n = max(n, 1)
    if n <= 12:
        return [[rng.randint(0, 4) for _ in range(n)], rng.randint(0, n)]
    nums = rng.sample(range(-(10**9), 10**9), n)
    k = n // 2
    if rng.random() < 0.5:
        nums[n - 1] = nums[n - 1 - k]  # the only duplicate pair, exactly k apart
    return [nums, k]


def valid(args):
    nums, k = args
    return (
        type(nums) is list
        and 1 <= len(nums) <= 10**5
        and all(type(x) is int and -(10**9) <= x <= 10**9 for x in nums)
        and type(k) is int
        and 0 <= k <= 10**5
    )
