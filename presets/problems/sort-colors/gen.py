"""A shuffled array of 0, 1 and 2 in roughly equal numbers."""


def generate(n, rng):
    n = max(n, 1)
    return [[rng.randint(0, 2) for _ in range(n)]]


def valid(args):
    (nums,) = args
    return (
        type(nums) is list
        and 1 <= len(nums) <= 10**5
        and all(type(x) is int and x in (0, 1, 2) for x in nums)
    )
