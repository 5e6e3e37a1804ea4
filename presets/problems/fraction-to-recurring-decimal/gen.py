"""A numerator and a denominator. Small tests use small values of both signs; larger ones use
denominators of the form 2^a·5^b·q with q small (answers stay short) and numerators up to 2^31."""


def _length(num, den):
    """Length of the answer string, to keep within the statement's 10^4 promise."""
    rem, seen, digits = abs(num) % abs(den), set(), 0
    while rem and rem not in seen and digits <= 10**4:
        seen.add(rem)
        rem = rem * 10 % abs(den)
        digits += 1
    return len(str(abs(num) // abs(den))) + digits + 4


def generate(n, rng):
    if n <= 12:
        num = rng.randint(-4 * n - 2, 4 * n + 2)
        den = rng.choice([-1, 1]) * rng.randint(1, 3 * n + 3)
        return [num, den]
    while True:
        q = rng.choice([1, 3, 7, 9, 11, 13, 37, 41, 333, 999, 9999])
        den = q * 2 ** rng.randint(0, 10) * 5 ** rng.randint(0, 5) * rng.choice([-1, 1])
        num = rng.randint(-(2**31), 2**31 - 1)
        if valid([num, den]):
            return [num, den]


def valid(args):
    num, den = args
    return (
        type(num) is int
        and type(den) is int
        and -(2**31) <= num <= 2**31 - 1
        and -(2**31) <= den <= 2**31 - 1
        and den != 0
        and _length(num, den) < 10**4
    )
