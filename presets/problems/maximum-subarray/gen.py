"""n values biased slightly negative, so both long runs and single elements can win; about one
test in six is all negative."""


def generate(n, rng):
    n = max(n, 1)
    if rng.random() < 1 / 6:
        return [[rng.randint(-10000, -1) for _ in range(n)]]
    return [[rng.randint(-10000, 9000) for _ in range(n)]]
