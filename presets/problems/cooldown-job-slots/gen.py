"""n jobs and a cooldown. Small tests use 1..4 kinds and cooldowns 0..4; large tests use thousands of
kinds (so no idle slot is needed, or only a few) with a moderate cooldown, so a slot-by-slot
simulation scanning every kind is far too slow, and whether idling is needed varies with the seed."""


def generate(n, rng):
    n = max(1, n)
    if n <= 12:
        k = rng.randint(1, 4)
        return [[rng.randint(1, k) for _ in range(n)], rng.randint(0, 4)]
    kinds = rng.randint(n // 20, n // 5)
    ids = [rng.randint(0, 10**9) for _ in range(kinds)]
    jobs = [rng.choice(ids) for _ in range(n)]
    return [jobs, rng.randint(kinds // 4, kinds * 2)]


def valid(args):
    """The statement's preconditions."""
    jobs, cd = args
    return (type(jobs) is list and 1 <= len(jobs) <= 10**5 and type(cd) is int and 0 <= cd <= 10**5
            and all(type(x) is int and 0 <= x <= 10**9 for x in jobs))
