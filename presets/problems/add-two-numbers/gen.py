"""Two digit lists (least significant first), no leading zeros except the number 0 itself."""


def number(n, rng):
    if n <= 1:
        return [rng.randint(0, 9)]
    return [rng.randint(0, 9) for _ in range(n - 1)] + [rng.randint(1, 9)]


def generate(n, rng):
    n = max(n, 1)
    return [number(n, rng), number(rng.randint(1, n), rng)]
