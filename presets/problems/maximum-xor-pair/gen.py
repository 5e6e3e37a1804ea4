"""n values below 2^31. Small tests use few bits (ties, zeros, duplicates); every other test uses
the full 31 bits so bit 30 matters."""


def generate(n, rng):
    n = max(n, 1)
    bits = rng.choice([3, 4, 31]) if n <= 12 else 31
    return [[rng.randrange(1 << bits) for _ in range(n)]]


def valid(args):
    (nums,) = args
    return type(nums) is list and 1 <= len(nums) <= 2 * 10**4 and all(
        type(x) is int and 0 <= x <= 2**31 - 1 for x in nums
    )
