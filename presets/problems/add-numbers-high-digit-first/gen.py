"""Two digit lists (highest first, no leading zeros). Small tests favour 9s so carries ripple;
one number's length is n and the other's varies from 1 to n."""


def _number(length, rng, nines):
    if length == 1:
        return [rng.choice([0, 9, rng.randint(0, 9)])]
    digits = [rng.randint(1, 9)] + [9 if rng.random() < nines else rng.randint(0, 9) for _ in range(length - 1)]
    return digits


def generate(n, rng):
    n = max(1, n)
    nines = rng.choice([0.1, 0.6, 0.95])
    a = _number(n, rng, nines)
    b = _number(rng.randint(1, n), rng, nines)
    return [a, b] if rng.random() < 0.5 else [b, a]


def valid(args):
    """The statement's preconditions: 1..10^5 digits each, no leading zero unless the number is 0."""
    for d in args:
        if type(d) is not list or not 1 <= len(d) <= 10**5 or not all(type(x) is int and 0 <= x <= 9 for x in d):
            return False
        if len(d) > 1 and d[0] == 0:
            return False
    return True
