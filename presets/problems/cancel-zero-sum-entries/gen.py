"""n amounts. Small tests use -3..3 so that runs cancel often (nested and repeated cancellations);
large tests drift upwards (mostly positive amounts) with occasional cancelling runs, so the kept
list stays long and scanning every suffix is quadratic."""


def generate(n, rng):
    if n <= 12:
        return [[rng.randint(-3, 3) for _ in range(n)]]
    out = []
    while len(out) < n:
        if rng.random() < 0.01 and len(out) >= 3:
            k = rng.randint(1, 3)
            out.append(-sum(out[-k:]) if abs(sum(out[-k:])) <= 1000 else rng.randint(-1000, 1000))
        else:
            out.append(rng.randint(-200, 1000))
    return [out[:n]]


def valid(args):
    """The statement's preconditions: 0..10^5 amounts within ±1000."""
    (head,) = args
    return type(head) is list and len(head) <= 10**5 and all(type(x) is int and -1000 <= x <= 1000 for x in head)
