"""n ratings. Small tests use few distinct values (ties are common); large ones are one long strict
descent, which a pass-until-stable fix needs about n passes to settle."""


def generate(n, rng):
    n = max(n, 1)
    if n <= 12:
        return [[rng.randint(0, 4) for _ in range(n)]]
    start = rng.randint(n, 2 * 10**4 + n)
    return [[start - i for i in range(n)]]


def valid(args):
    (ratings,) = args
    return type(ratings) is list and 1 <= len(ratings) <= 2 * 10**4 and all(
        type(x) is int and 0 <= x <= 2 * 10**4 + 2 * 10**4 for x in ratings
    )
