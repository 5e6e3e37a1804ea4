"""The input is n itself."""


def generate(n, rng):
    return [max(0, n - rng.randint(0, 2))]


def valid(args):
    (n,) = args
    return type(n) is int and 0 <= n <= 10**5
