"""n values and a window k. Small tests draw from a few values with small k (both answers occur).
Large tests have all-distinct values except (half the time) one pair at distance k or a little
less, with k = n / 3, so scanning k neighbours of every index is quadratic. The pair's first index
is drawn from [n/3, n/2): a window scan from the start reaches it only after n/3 windows, one from
the end (comparing each index with the k before it) only after n/6 (its second index is at most
5n/6), so neither direction finds it cheaply, and its place is drawn like every other value."""


def generate(n, rng):
    n = max(n, 1)
    if n <= 12:
        return [[rng.randint(0, 4) for _ in range(n)], rng.randint(0, n)]
    nums = rng.sample(range(-(10**9), 10**9), n)
    k = n // 3
    if rng.random() < 0.5:
        # The only duplicate pair, exactly k apart (the boundary) or a little closer.
        d = k if rng.random() < 0.5 else rng.randint(k // 2, k)
        i = rng.randrange(n // 3, n // 2)
        nums[i + d] = nums[i]
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
