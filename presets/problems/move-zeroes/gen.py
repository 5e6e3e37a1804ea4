"""An array with many zeros. Small tests: values in -3..3 (zeros common, order visible). Large
tests: half zeros spread over the array, so removing each zero from the middle is quadratic."""


def generate(n, rng):
    n = max(n, 1)
    if n <= 10:
        return [[rng.randint(-3, 3) for _ in range(n)]]
    return [[0 if rng.random() < 0.5 else rng.randint(-(2**31), 2**31 - 1) for _ in range(n)]]


def valid(args):
    (nums,) = args
    return (
        type(nums) is list
        and 1 <= len(nums) <= 10**5
        and all(type(x) is int and -(2**31) <= x < 2**31 for x in nums)
    )
