"""n values; usually from a tiny range (many repeats), sometimes from the full -10..10."""


def generate(n, rng):
    n = max(n, 1)
    span = rng.choice([1, 2, 3, 10])
    return [[rng.randint(-span, span) for _ in range(n)]]


def valid(args):
    """The statement's preconditions: 1..8 values within -10..10."""
    (nums,) = args
    return type(nums) is list and 1 <= len(nums) <= 8 and all(type(x) is int and -10 <= x <= 10 for x in nums)
