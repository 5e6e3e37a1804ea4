"""n values. Small tests mix small positives (duplicates, gaps), zero and negatives. Large ones
hold 1..n (or all but one of them) shuffled with a few duplicates, so the answer is large and a
scan per candidate is quadratic."""


def generate(n, rng):
    n = max(n, 1)
    if n <= 12:
        return [[rng.randint(-3, n + 2) for _ in range(n)]]
    nums = list(range(1, n + 1))
    if rng.random() < 0.5:
        nums[rng.randrange(n - n // 10, n)] = rng.choice([0, -5, 2**31 - 1, 3])
    rng.shuffle(nums)
    return [nums]


def valid(args):
    (nums,) = args
    return type(nums) is list and 1 <= len(nums) <= 10**5 and all(
        type(x) is int and -(2**31) <= x <= 2**31 - 1 for x in nums
    )
