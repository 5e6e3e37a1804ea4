"""n temperatures. Small tests use a narrow range so ties are common; large tests are a long,
slowly cooling spell that ends with a hot day, the worst case for a forward scan."""


def generate(n, rng):
    n = max(n, 1)
    if n <= 100:
        return [[rng.randint(18, 22) for _ in range(n)]]
    temps = [max(-50, 59 - i * 110 // n - rng.randint(0, 1)) for i in range(n - 1)] + [60]
    return [temps]


def valid(args):
    """The statement's preconditions: 1..10^5 temperatures in -50..60."""
    (temps,) = args
    return type(temps) is list and 1 <= len(temps) <= 10**5 and all(type(x) is int and -50 <= x <= 60 for x in temps)
