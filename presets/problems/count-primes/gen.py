"""The input is just n; small tests land on and next to primes (the < n boundary)."""


def generate(n, rng):
    if n <= 64:
        return [rng.randint(0, n)]
    return [n - rng.randint(0, 3)]


def valid(args):
    (n,) = args
    return type(n) is int and 0 <= n <= 5 * 10**6
