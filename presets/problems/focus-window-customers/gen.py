"""n minutes of customers and distraction flags. Small tests use 0..9 customers with every window
length; large tests take a window between n/4 and 3n/4, so trying each start from scratch is
about n^2/4 steps."""


def generate(n, rng):
    n = max(1, n)
    hi = 9 if n <= 10 else 1000
    p = rng.choice([0.3, 0.5, 0.8])
    customers = [rng.randint(0, hi) for _ in range(n)]
    distracted = [1 if rng.random() < p else 0 for _ in range(n)]
    minutes = rng.randint(1, n) if n <= 10 else rng.randint(n // 4, 3 * n // 4)
    return [customers, distracted, minutes]


def valid(args):
    """The statement's preconditions."""
    c, d, m = args
    return (type(c) is list and type(d) is list and 1 <= len(c) == len(d) <= 10**5 and type(m) is int
            and 1 <= m <= len(c) and all(type(x) is int and 0 <= x <= 1000 for x in c)
            and all(x in (0, 1) and type(x) is int for x in d))
