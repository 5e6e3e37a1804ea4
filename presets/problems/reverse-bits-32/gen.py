"""One 32-bit word: random, or with only a few bits set (low, high or both ends), or all ones
but a few."""


def generate(n, rng):
    roll = rng.random()
    if roll < 0.3:
        return [rng.randint(0, 2**32 - 1)]
    w = 0
    for _ in range(max(1, n)):
        w |= 1 << rng.choice([rng.randint(0, 7), rng.randint(24, 31), rng.randint(0, 31)])
    if roll > 0.8:
        w ^= 2**32 - 1
    return [w]


def valid(args):
    (w,) = args
    return type(w) is int and 0 <= w < 2**32
