"""n house values in 0..10^4; small tests use tiny values so ties and zero houses are common."""


def generate(n, rng):
    n = max(n, 1)
    top = 5 if n <= 12 else 10**4
    return [[rng.randint(0, top) for _ in range(n)]]


def valid(args):
    (nums,) = args
    return type(nums) is list and 1 <= len(nums) <= 10**5 and all(
        type(x) is int and 0 <= x <= 10**4 for x in nums
    )
