"""n owners. Small tests use 1..4 customers; large tests build many short groups of customers
(each group's parcels shuffled within it) with fresh ids, so there are thousands of batches and
rescanning the rest of the conveyor at each position is quadratic."""


def generate(n, rng):
    n = max(1, n)
    if n <= 12:
        k = rng.randint(1, 4)
        return [[rng.randint(1, k) for _ in range(n)]]
    out = []
    next_id = rng.randint(0, 10**6)
    while len(out) < n:
        size = rng.randint(1, 12)
        ids = [next_id + j for j in range(rng.randint(1, 3))]
        next_id += len(ids) + rng.randint(1, 1000)
        group = [rng.choice(ids) for _ in range(size)]
        rng.shuffle(group)
        out.extend(group)
    return [out[:n]]


def valid(args):
    """The statement's preconditions."""
    (o,) = args
    return type(o) is list and 1 <= len(o) <= 10**5 and all(type(x) is int and 0 <= x <= 10**9 for x in o)
