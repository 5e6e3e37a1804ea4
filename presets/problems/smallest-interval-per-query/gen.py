"""About n intervals and n queries. Small tests: coordinates 1..12 (points outside every interval,
endpoints and repeats are common). Large tests: intervals of lengths spread over several scales
(1..10, ..10^3, ..10^5) across 1..10^7 and queries anywhere, so the shortest containing interval
changes often and some queries hit nothing."""


def generate(n, rng):
    n = max(n, 1)
    hi = 12 if n <= 12 else 10**7
    intervals = []
    for _ in range(n):
        if n <= 12:
            l = rng.randint(1, hi)
            r = rng.randint(l, min(hi, l + rng.randint(0, 5)))
        else:
            length = rng.randint(1, rng.choice([10, 1000, 100000, 1000000]))
            l = rng.randint(1, hi - length + 1)
            r = l + length - 1
        intervals.append([l, r])
    queries = [rng.randint(1, hi) for _ in range(max(1, n + rng.randint(-n // 5, n // 5)))]
    return [intervals, queries]


def valid(args):
    """The statement's preconditions."""
    intervals, queries = args
    if type(intervals) is not list or type(queries) is not list:
        return False
    if not (1 <= len(intervals) <= 10**5 and 1 <= len(queries) <= 10**5):
        return False
    ok = lambda v: type(v) is int and 1 <= v <= 10**7
    return all(type(iv) is list and len(iv) == 2 and ok(iv[0]) and ok(iv[1]) and iv[0] <= iv[1] for iv in intervals) and all(
        ok(q) for q in queries
    )
