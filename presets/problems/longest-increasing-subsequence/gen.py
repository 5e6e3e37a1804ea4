"""n values. Small tests draw from a tiny range (duplicates everywhere); large ones are a noisy
rising trend so the answer is long and an O(n^2) DP does all of its work."""


def generate(n, rng):
    n = max(n, 1)
    if n <= 12:
        return [[rng.randint(-3, 3) for _ in range(n)]]
    return [[rng.randint(-(10**4), 10**4) + 10 * i - 5 * n for i in range(n)]]


def valid(args):
    (nums,) = args
    return type(nums) is list and 1 <= len(nums) <= 10**5 and all(
        type(x) is int and -(10**9) <= x <= 10**9 for x in nums
    )
