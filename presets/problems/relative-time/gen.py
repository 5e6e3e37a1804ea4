"""Pairs of times whose difference sits on or next to a unit boundary (59/60/61 seconds, exact
hours, days, weeks, 30-day months, 365-day years, and 1.5 units), in the past or the future."""

SIZES = [1, 60, 3600, 86400, 7 * 86400, 30 * 86400, 365 * 86400]


def generate(n, rng):
    size = rng.choice(SIZES)
    k = rng.choice([1, 1, 2, 3, 11, 12, 29, 51, 52])
    d = size * k + rng.choice([-1, 0, 0, 1, size // 2])
    if rng.random() < 0.3:
        d = rng.randint(0, 10 * 365 * 86400)
    now = rng.randint(10**9, 2 * 10**9)
    then = now - d if rng.random() < 0.6 else now + d
    return [now, then]


def valid(args):
    now, then = args
    return all(type(x) is int and 0 <= x <= 4 * 10**9 for x in (now, then))
