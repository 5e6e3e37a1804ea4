"""n factors, mostly -1, 0 and 1 with at most 18 factors of absolute value 2..10, so every run's
product stays within 10^18. Small tests often have no zero (long negative runs) or only negatives;
large tests put zeros rarely, so a run scan must cover long stretches."""


def generate(n, rng):
    n = max(1, n)
    if n <= 12:
        pool = rng.choice([[-1, 1], [-1, 0, 1], [-1, -1, 1, 0]])
        xs = [rng.choice(pool) for _ in range(n)]
        for i in rng.sample(range(n), min(n, rng.randint(0, 4))):
            xs[i] = rng.choice([-1, 1]) * rng.randint(2, 10)
        if rng.random() < 0.2:
            xs = [-abs(x) for x in xs]
        return [xs]
    xs = [rng.choice([-1, 1, 1]) for _ in range(n)]
    for i in rng.sample(range(n), 3):
        xs[i] = 0
    for i in rng.sample(range(n), 18):
        xs[i] = rng.choice([-1, 1]) * rng.randint(2, 10)
    return [xs]


def valid(args):
    """The statement's preconditions: 1..10^5 factors within -10..10, every run's product within 64 bits."""
    (xs,) = args
    if type(xs) is not list or not 1 <= len(xs) <= 10**5 or not all(type(x) is int and -10 <= x <= 10 for x in xs):
        return False
    big = 1
    for x in xs:
        if x:
            big *= abs(x)
    return big < 2**63
