"""n crate kinds and a capacity. Small tests use counts 1..4 and values 1..6 with capacities from 1
to beyond the total; large tests use full ranges with a capacity of about half the crates, so the
greedy loads tens of thousands of kinds."""


def generate(n, rng):
    n = max(1, n)
    if n <= 10:
        crates = [[rng.randint(1, 4), rng.randint(1, 6)] for _ in range(n)]
        total = sum(c for c, _ in crates)
        return [crates, rng.randint(1, total + 2)]
    crates = [[rng.randint(1, 10**4), rng.randint(1, 1000)] for _ in range(n)]
    total = sum(c for c, _ in crates)
    return [crates, rng.randint(total // 3, total * 2 // 3)]


def valid(args):
    """The statement's preconditions."""
    crates, cap = args
    return (type(crates) is list and 1 <= len(crates) <= 10**5 and type(cap) is int and 1 <= cap <= 10**9
            and all(type(c) is list and len(c) == 2 and all(type(x) is int for x in c)
                    and 1 <= c[0] <= 10**4 and 1 <= c[1] <= 1000 for c in crates))
