"""n gains and a cap. Small tests use gains 1..4 and caps 0..40 (cap 0, 1 and 2 included often);
large tests are mostly ones with a few 2s and 3s and a cap near 10^6, so the windows are long and
starting over from every index costs far more than n^2/10 steps."""


def generate(n, rng):
    n = max(1, n)
    if n <= 12:
        cap = rng.choice([0, 1, 2, rng.randint(3, 40)])
        return [[rng.randint(1, 4) for _ in range(n)], cap]
    gains = [1 if rng.random() < 0.9995 else rng.choice([2, 3]) for _ in range(n)]
    return [gains, rng.randint(5 * 10**5, 10**6)]


def valid(args):
    """The statement's preconditions."""
    g, cap = args
    return (type(g) is list and 1 <= len(g) <= 10**5 and type(cap) is int and 0 <= cap <= 10**6
            and all(type(x) is int and 1 <= x <= 1000 for x in g))
