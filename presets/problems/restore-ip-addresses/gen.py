"""n digits, mostly drawn from 0, 1, 2, 5 and 6 so that leading zeros, parts of 255/256 and
several valid cuts come up often."""


def generate(n, rng):
    n = max(n, 1)
    digits = rng.choice(["0125", "01256", "0123456789", "0255"])
    return ["".join(rng.choice(digits) for _ in range(n))]


def valid(args):
    """The statement's preconditions: 1..20 digits."""
    (s,) = args
    return type(s) is str and 1 <= len(s) <= 20 and s.isdigit() and s.isascii()
