"""n shelves and a modulus p. Small tests: small values and p in 1..12 so every case (0, -1,
prefixes, suffixes, middles) comes up. Large tests: values up to 10^9 and a large p, so remainders
rarely repeat and the shortest run is long and placed anywhere; the naive all-runs scan has to try
almost every pair."""


def generate(n, rng):
    n = max(n, 1)
    if n <= 16:
        hi = rng.choice([3, 10, 10**9])
        return [[rng.randint(1, hi) for _ in range(n)], rng.randint(1, 12)]
    p = rng.randint(10**8, 10**9)
    nums = [rng.randint(1, 10**9) for _ in range(n)]
    # make some run in the middle half carry exactly the excess, so the answer is not -1
    i = rng.randint(n // 4, n // 2)
    j = rng.randint(i + 1, 3 * n // 4)
    excess = (sum(nums) - sum(nums[i:j])) % p
    target = (sum(nums[i:j]) + (p - excess if rng.random() < 0.9 else 1)) % p
    nums[j - 1] += (target - sum(nums[i:j])) % p
    while nums[j - 1] > 10**9:
        nums[j - 1] -= p
    if nums[j - 1] < 1:
        nums[j - 1] += p
    return [nums, p]


def valid(args):
    """The statement's preconditions: 1..10^5 values in 1..10^9, p in 1..10^9."""
    nums, p = args
    return (
        type(nums) is list
        and 1 <= len(nums) <= 10**5
        and all(type(x) is int and 1 <= x <= 10**9 for x in nums)
        and type(p) is int
        and 1 <= p <= 10**9
    )
