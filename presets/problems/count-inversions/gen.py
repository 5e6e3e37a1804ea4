"""n values; small tests use a tiny range so ties are common."""


def generate(n, rng):
    hi = 3 if n < 1000 else 10**9
    return [[rng.randint(-hi, hi) for _ in range(n)]]


def valid(args):
    (nums,) = args
    return len(nums) <= 10**5 and all(type(x) is int and -(10**9) <= x <= 10**9 for x in nums)
