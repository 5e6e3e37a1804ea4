"""n readings and a tolerance. Small tests use values 0..5 (many duplicates) and tolerances 0..3;
large tests take a random walk with steps of -3..3 and a tolerance that lets stable stretches run
for thousands of readings, so rescanning each window is far too slow."""


def generate(n, rng):
    n = max(1, n)
    if n <= 12:
        return [[rng.randint(0, 5) for _ in range(n)], rng.randint(0, 3)]
    x = rng.randint(10**6, 10**8)
    out = []
    for _ in range(n):
        x = max(0, x + rng.randint(-3, 3))
        out.append(x)
    return [out, rng.randint(100, 300)]


def valid(args):
    """The statement's preconditions."""
    r, t = args
    return (type(r) is list and 1 <= len(r) <= 10**5 and type(t) is int and 0 <= t <= 10**9
            and all(type(x) is int and 0 <= x <= 10**9 for x in r))
