"""n values. Small tests: values 0..3 (zero-XOR runs everywhere) or up to 10^8. Large tests:
values 0..15, so prefix XORs repeat constantly and the answer runs into the trillions."""


def generate(n, rng):
    n = max(n, 1)
    hi = rng.choice([3, 10**8]) if n <= 16 else 15
    return [[rng.randint(0, hi) for _ in range(n)]]


def valid(args):
    """The statement's preconditions: 1..10^5 values within 0..10^8."""
    (arr,) = args
    return type(arr) is list and 1 <= len(arr) <= 10**5 and all(type(x) is int and 0 <= x <= 10**8 for x in arr)
