"""n values biased slightly negative, so both long runs and single elements can win; about one
test in six is all negative."""


def generate(n, rng):
    n = max(n, 1)
    if rng.random() < 1 / 6:
        return [[rng.randint(-10000, -1) for _ in range(n)]]
    return [[rng.randint(-10000, 9000) for _ in range(n)]]


def valid(args):
    """The statement's preconditions: 1..2·10^5 values within ±10^4 (a non-empty array)."""
    (nums,) = args
    return (
        type(nums) is list
        and 1 <= len(nums) <= 2 * 10**5
        and all(type(x) is int and -(10**4) <= x <= 10**4 for x in nums)
    )
