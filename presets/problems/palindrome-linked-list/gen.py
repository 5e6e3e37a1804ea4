"""Lists of n small values; about half are palindromes (mirrored), so both answers occur."""


def generate(n, rng):
    vals = [rng.randint(0, 3) for _ in range(n)]
    if rng.random() < 0.5:
        for i in range(n // 2):
            vals[n - 1 - i] = vals[i]
    return [vals]
