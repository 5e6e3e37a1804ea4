"""A string of n uppercase letters and k. Small tests use the letters A–C; large tests use A–D with a
large k so a per-start scan runs far."""


def generate(n, rng):
    n = max(n, 1)
    if n <= 100:
        return ["".join(rng.choice("ABC") for _ in range(n)), rng.randint(0, n)]
    return ["".join(rng.choice("ABCD") for _ in range(n)), n // 3]


def valid(args):
    """The statement's preconditions: 1..10^5 uppercase letters and 0 <= k <= len(s)."""
    s, k = args
    return (
        type(s) is str and 1 <= len(s) <= 10**5 and all("A" <= c <= "Z" for c in s)
        and type(k) is int and 0 <= k <= len(s)
    )
