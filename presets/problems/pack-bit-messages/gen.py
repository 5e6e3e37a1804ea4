"""L messages and two budgets. Small tests use short messages (1..4 bits) and budgets 0..6; large
tests hold L messages of 1..6 bits with budgets of 20..50, so most messages are small enough to
compete and the search over subsets explodes."""


def generate(n, rng):
    n = max(1, n)
    if n <= 10:
        msgs = ["".join(rng.choice("01") for _ in range(rng.randint(1, 4))) for _ in range(n)]
        return [msgs, rng.randint(0, 6), rng.randint(0, 6)]
    msgs = ["".join(rng.choice("01") for _ in range(rng.randint(1, 6))) for _ in range(n)]
    if n < 40:
        return [msgs, rng.randint(n // 2, n), rng.randint(n // 2, n)]
    return [msgs, rng.randint(20, 50), rng.randint(20, 50)]


def valid(args):
    """The statement's preconditions: 1..200 messages of 1..50 bits, budgets 0..50."""
    msgs, z, o = args
    return (type(msgs) is list and 1 <= len(msgs) <= 200
            and all(type(m) is str and 1 <= len(m) <= 50 and set(m) <= {"0", "1"} for m in msgs)
            and type(z) is int and type(o) is int and 0 <= z <= 50 and 0 <= o <= 50)
