"""A contract of `days` days and n meetings. Small tests: a short contract (1..20 days) so overlaps,
touching meetings and single-day meetings are common. Large tests: a contract of 10^8..10^9 days
and meetings of length up to a few thousand days placed at random, so the busy days number in the
hundreds of millions and the answer varies."""


def generate(n, rng):
    n = max(n, 1)
    if n <= 12:
        days = rng.randint(1, 20)
        meetings = []
        for _ in range(n):
            s = rng.randint(1, days)
            e = rng.randint(s, min(days, s + rng.choice([0, 2, 5, 20])))
            meetings.append([s, e])
        return [days, meetings]
    days = rng.randint(10**8, 10**9)
    meetings = []
    for _ in range(n):
        s = rng.randint(1, days)
        e = min(days, s + rng.randint(0, 2 * days // n))
        meetings.append([s, e])
    return [days, meetings]


def valid(args):
    """The statement's preconditions: 1 <= days <= 10^9, 1..10^5 meetings inside the contract."""
    days, meetings = args
    if type(days) is not int or not 1 <= days <= 10**9:
        return False
    if type(meetings) is not list or not 1 <= len(meetings) <= 10**5:
        return False
    return all(
        type(m) is list and len(m) == 2 and all(type(x) is int for x in m) and 1 <= m[0] <= m[1] <= days
        for m in meetings
    )
