"""A column number with about n letters: near a multiple of 26 or of a power of 26 half the time
(where Z and the borrow matter), random otherwise; n = 7 reaches up to 2^31 - 1."""

LIMIT = 2**31 - 1


def generate(n, rng):
    n = max(1, min(n, 7))
    lo, hi = (26**n - 1) // 25, min(LIMIT, (26 ** (n + 1) - 1) // 25 - 1)  # numbers whose names have n letters
    if lo > LIMIT:
        lo = 26**6
    r = rng.random()
    if r < 0.3:
        x = rng.randint(lo // 26 + 1, hi // 26) * 26 + rng.choice([-1, 0, 0, 1])
    elif r < 0.45:
        x = (26**n - 1) // 25 + rng.choice([-1, 0, 1])
    else:
        x = rng.randint(lo, hi)
    return [max(1, min(LIMIT, x))]


def valid(args):
    """The statement's preconditions: 1 <= column <= 2^31 - 1."""
    (column,) = args
    return type(column) is int and 1 <= column <= LIMIT
