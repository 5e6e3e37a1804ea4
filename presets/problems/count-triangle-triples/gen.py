"""Stick lengths. Small tests use 0..6 so zeros, equal lengths and flat triples (a + b == c) are
common; large tests use 1000 sticks over 0..1000."""


def generate(n, rng):
    hi = 6 if n <= 12 else 1000
    return [[rng.randint(0, hi) for _ in range(n)]]


def valid(args):
    (s,) = args
    return type(s) is list and len(s) <= 1000 and all(type(x) is int and 0 <= x <= 1000 for x in s)
