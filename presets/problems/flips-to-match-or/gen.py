"""a, b, c of up to n bits (n = 30 reaches the 10^9 bound): c is often a | b with a few bits
changed, so answers are small but not zero, and both-set bits under a zero of c occur."""


def generate(n, rng):
    n = max(1, min(n, 30))
    top = min(10**9, (1 << n) - 1)
    a, b = rng.randint(0, top), rng.randint(0, top)
    c = a | b
    for _ in range(rng.randint(0, 4)):
        c ^= 1 << rng.randrange(n)
    c = min(c, 10**9)
    return [a, b, c]


def valid(args):
    """The statement's preconditions: 0 <= a, b, c <= 10^9."""
    return all(type(x) is int and 0 <= x <= 10**9 for x in args)
