"""n jobs [start, end) with profits. Small tests use a short time line (touching and overlapping
jobs are common); large ones start jobs in the first half of 10^9 and make them long (up to half of it), so the last job compatible
with a given one is typically thousands of jobs back in end order."""


def generate(n, rng):
    n = max(n, 1)
    horizon = 10 if n <= 12 else 5 * 10**8
    longest = 5 if n <= 12 else 5 * 10**8 - 1  # long jobs: the last compatible one lies far back
    s, e, p = [], [], []
    for _ in range(n):
        a = rng.randint(1, horizon)
        s.append(a)
        e.append(a + rng.randint(1, longest))
        p.append(rng.randint(1, 10 if n <= 12 else 10**4))
    return [s, e, p]


def valid(args):
    s, e, p = args
    if not (type(s) is list and type(e) is list and type(p) is list and 1 <= len(s) == len(e) == len(p) <= 5 * 10**4):
        return False
    return all(
        type(a) is int and type(b) is int and type(c) is int and 1 <= a < b <= 10**9 and 1 <= c <= 10**4
        for a, b, c in zip(s, e, p)
    )
