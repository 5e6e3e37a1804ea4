"""n digits from 2..9 (7 and 9, the four-letter keys, are drawn often)."""


def generate(n, rng):
    return ["".join(rng.choice("234567897799") for _ in range(n))]


def valid(args):
    """The statement's preconditions: 0..6 digits from 2..9."""
    (digits,) = args
    return type(digits) is str and len(digits) <= 6 and all(c in "23456789" for c in digits)
