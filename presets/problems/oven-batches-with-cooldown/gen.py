"""A batch string of length n and a gap. Small tests use 1..4 kinds with skewed counts and gaps
0..4; large tests use 10^5 batches over a few kinds with one dominant kind and gaps up to 100, so
idle slots matter, or over all 26 kinds (no idle slots)."""


def generate(n, rng):
    n = max(1, n)
    if n <= 12:
        kinds = "ABCD"[: rng.randint(1, 4)]
        weights = [rng.randint(1, 5) for _ in kinds]
        return ["".join(rng.choices(kinds, weights=weights, k=n)), rng.randint(0, 4)]
    if rng.random() < 0.5:
        s = rng.choices("ABCDE", weights=[20, 3, 2, 1, 1], k=n)
        return ["".join(s), rng.randint(2, 6)]
    return ["".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(n)), rng.randint(0, 100)]


def valid(args):
    """The statement's preconditions: 1..10^5 uppercase letters, 0 <= gap <= 100."""
    s, gap = args
    return type(s) is str and 1 <= len(s) <= 10**5 and all("A" <= ch <= "Z" for ch in s) and type(gap) is int and 0 <= gap <= 100
