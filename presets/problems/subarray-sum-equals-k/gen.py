"""n values in a small range (with negatives and zeros) so that many prefix sums repeat and the
count can exceed 2^31 (all-zero arrays with k = 0 give n(n+1)/2)."""


def generate(n, rng):
    n = max(n, 1)
    kind = rng.random()
    if kind < 0.15 or (n > 50000 and n % 2 == 1):  # the odd large size: answer n(n+1)/2 > 2^31
        return [[0] * n, 0]
    spread = 3 if n <= 12 else 20
    nums = [rng.randint(-spread, spread) for _ in range(n)]
    k = rng.randint(-2 * spread, 2 * spread)
    return [nums, k]


def valid(args):
    nums, k = args
    return (
        type(nums) is list
        and 1 <= len(nums) <= 10**5
        and all(type(x) is int and -1000 <= x <= 1000 for x in nums)
        and type(k) is int
        and -(10**7) <= k <= 10**7
    )
