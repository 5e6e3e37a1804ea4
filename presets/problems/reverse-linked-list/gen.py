"""A list of n values (as the JSON array the judge turns into linked nodes)."""


def generate(n, rng):
    return [[rng.randint(-100000, 100000) for _ in range(n)]]
