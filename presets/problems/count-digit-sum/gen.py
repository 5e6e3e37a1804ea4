"""n has `size` digits; k is drawn near the typical digit sum so that counts are non-trivial."""


def generate(size, rng):
    size = max(size, 1)
    digits = [str(rng.randint(1, 9))] + [str(rng.randint(0, 9)) for _ in range(size - 1)]
    k = rng.randint(1, max(1, min(900, 9 * size)))
    return ["".join(digits), k]


def valid(args):
    n, k = args
    return (type(n) is str and 1 <= len(n) <= 100 and n.isdigit() and n[0] != "0"
            and type(k) is int and 1 <= k <= 900)
