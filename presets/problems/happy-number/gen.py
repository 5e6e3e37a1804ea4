"""Positive integers of about n digits (happy ones are about one in seven), with some that reach
a one-digit number or 1 itself in a step or two (7, 10, 100, 11 -> 2)."""


def generate(n, rng):
    if rng.random() < 0.2:
        return [rng.choice([1, 2, 7, 10, 11, 100, 101, 1000000000])]
    digits = max(1, min(n, 10))
    x = rng.randint(10 ** (digits - 1), 10**digits - 1)
    return [min(x, 2**31 - 1)]


def valid(args):
    """The statement's precondition: 1 <= n <= 2^31 - 1."""
    (n,) = args
    return type(n) is int and 1 <= n <= 2**31 - 1
