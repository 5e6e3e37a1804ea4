"""n integers. Small tests draw from -3..3 so duplicates and repeated triples are common; large tests
from a range wide enough that the answer stays moderate while every triple must be considered."""


def generate(n, rng):
    span = 3 if n <= 20 else 2000
    return [[rng.randint(-span, span) for _ in range(n)]]


def valid(args):
    """The statement's preconditions: 0..1500 values within ±10^5."""
    (nums,) = args
    return type(nums) is list and len(nums) <= 1500 and all(type(x) is int and -(10**5) <= x <= 10**5 for x in nums)
