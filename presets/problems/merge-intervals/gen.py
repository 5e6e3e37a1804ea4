"""n intervals in random order. Small ones live on 0..12 so touching, nested and duplicate intervals
are common; large ones are short intervals spread over 0..10^9 so most stay disjoint (a long result
list, the bad case for scanning it)."""


def generate(n, rng):
    n = max(n, 1)
    span, width = (12, 4) if n <= 100 else (10**9, 10**9 // (3 * n))
    out = []
    for _ in range(n):
        a = rng.randint(0, span)
        out.append([a, min(span, a + rng.randint(0, width))])
    return [out]


def valid(args):
    """The statement's preconditions: 1..10^5 intervals [start, end], 0 <= start <= end <= 10^9."""
    (intervals,) = args
    return (
        type(intervals) is list
        and 1 <= len(intervals) <= 10**5
        and all(
            type(iv) is list
            and len(iv) == 2
            and all(type(x) is int for x in iv)
            and 0 <= iv[0] <= iv[1] <= 10**9
            for iv in intervals
        )
    )
