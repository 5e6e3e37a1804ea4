"""n heights. Small tests use heights 0..4 (many ties); large tests are a falling ridge with small
noise, rotated by a random amount, so most towers find their answer only after wrapping past the
peak and a clockwise walk from each tower is quadratic."""


def generate(n, rng):
    n = max(1, n)
    if n <= 12:
        return [[rng.randint(0, 4) for _ in range(n)]]
    top = rng.randint(10**8, 10**9)
    ridge = [max(0, top - i * 1000 + rng.randint(0, 1500)) for i in range(n)]
    cut = rng.randrange(n)
    return [ridge[cut:] + ridge[:cut]]


def valid(args):
    """The statement's preconditions."""
    (h,) = args
    return type(h) is list and 1 <= len(h) <= 10**5 and all(type(x) is int and 0 <= x <= 10**9 for x in h)
