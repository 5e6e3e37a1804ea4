"""One area: small tests take the size itself (or a nearby value) so every small area is covered;
large tests an area near 10^4."""


def generate(n, rng):
    if n <= 50:
        return [max(1, n + rng.randint(-2, 2))]
    return [rng.randint(n - 500, min(10**4, n))]


def valid(args):
    """The statement's preconditions: 1 <= area <= 10^4."""
    (a,) = args
    return type(a) is int and 1 <= a <= 10**4
