"""n cable lengths: small tests from tiny ranges (ties, a merged piece equal to an unmerged one) or
with one long piece; large tests over 1..10^4."""


def generate(n, rng):
    if n <= 10:
        hi = rng.choice([3, 6, 30])
        xs = [rng.randint(1, hi) for _ in range(n)]
        if n and rng.random() < 0.2:
            xs[rng.randrange(n)] = 10**4
        return [xs]
    return [[rng.randint(1, 10**4) for _ in range(n)]]


def valid(args):
    """The statement's preconditions: 0..10^5 lengths within 1..10^4."""
    (xs,) = args
    return type(xs) is list and len(xs) <= 10**5 and all(type(x) is int and 1 <= x <= 10**4 for x in xs)
