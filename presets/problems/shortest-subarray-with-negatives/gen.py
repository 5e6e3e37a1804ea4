"""n values (negatives included) and k. Small tests use a tiny range; large tests drift upwards
slowly with large swings and k is 10^7, so the answer is a few thousand long and a scan from every
start runs far."""


def generate(n, rng):
    n = max(n, 1)
    if n <= 100:
        nums = [rng.randint(-4, 6) for _ in range(n)]
        return [nums, rng.randint(1, 12)]
    nums = [rng.randint(-99000, 100000) for _ in range(n)]  # drifts up ~500 per element
    return [nums, 10**7]


def valid(args):
    """The statement's preconditions: 1..10^5 values within ±10^5 and 1 <= k <= 10^9."""
    nums, k = args
    return (
        type(nums) is list and 1 <= len(nums) <= 10**5
        and all(type(x) is int and -(10**5) <= x <= 10**5 for x in nums)
        and type(k) is int and 1 <= k <= 10**9
    )
