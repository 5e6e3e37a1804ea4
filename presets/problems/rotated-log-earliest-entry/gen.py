"""n distinct increasing stamps rotated by a random amount (zero and n-1 included); small ones
from a small range, large ones over ±10^9."""


def generate(n, rng):
    n = max(1, n)
    span = 10**9 if n > 16 else 50
    xs = sorted(rng.sample(range(-span, span + 1), n))
    r = rng.choice([0, n - 1, rng.randrange(n)])
    return [xs[r:] + xs[:r]]


def valid(args):
    """The statement's preconditions: 1..10^5 distinct stamps within ±10^9, a rotation of an increasing array."""
    (xs,) = args
    if type(xs) is not list or not 1 <= len(xs) <= 10**5 or not all(type(x) is int and -10**9 <= x <= 10**9 for x in xs):
        return False
    drops = sum(1 for a, b in zip(xs, xs[1:]) if a >= b)
    return len(set(xs)) == len(xs) and (drops == 0 or (drops == 1 and xs[-1] < xs[0]))
