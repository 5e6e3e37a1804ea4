"""n meetings [start, end) with start < end; small tests use a short time line so that meetings
often touch (end == start) and overlap; large ones spread over 10^6 with long meetings."""


def generate(n, rng):
    n = max(n, 1)
    horizon = 12 if n <= 12 else 10**6
    longest = 6 if n <= 12 else 10**4
    out = []
    for _ in range(n):
        s = rng.randint(0, horizon)
        out.append([s, s + rng.randint(1, longest)])
    return [out]


def valid(args):
    (meetings,) = args
    return (
        type(meetings) is list
        and 1 <= len(meetings) <= 10**5
        and all(
            type(m) is list and len(m) == 2 and all(type(x) is int for x in m) and 0 <= m[0] < m[1] <= 10**9
            for m in meetings
        )
    )
