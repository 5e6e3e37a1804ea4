"""One n. The size is the number of decimal digits: small tests run up to 10^8 (near powers of 5
sometimes), large tests use 17-18 digits."""


def generate(size, rng):
    if size == 0:
        return [rng.randint(0, 4)]
    hi = min(10**18, 10**size)
    if rng.random() < 0.3:
        p = 5 ** rng.randint(1, 25)
        if p <= hi:
            return [min(10**18, max(0, p + rng.randint(-2, 2)))]
    return [rng.randint(hi // 10, hi)]


def valid(args):
    (n,) = args
    return type(n) is int and 0 <= n <= 10**18
