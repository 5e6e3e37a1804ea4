"""n sorted, disjoint, non-touching intervals on a line scaled to n, plus a new interval that may
fall before, between, inside or across several of them (or touch one at an endpoint)."""


def generate(n, rng):
    span = 4 * n + 10
    points = sorted(rng.sample(range(span), 2 * n))
    intervals = []
    for i in range(n):
        s, e = points[2 * i], points[2 * i + 1]
        if intervals and s <= intervals[-1][1] + 1:
            s = intervals[-1][1] + 2
            e = max(e, s)
        intervals.append([s, e])
    intervals = [iv for iv in intervals if iv[1] < span + 2 * n]
    pick = rng.random()
    if pick < 0.3 and intervals:
        a = rng.choice(intervals)[1]  # touches an interval's end
        s = a
    else:
        s = rng.randint(-2, span + 2)
    e = s + rng.randint(0, max(1, span // rng.choice([1, 4, 16, 64])))
    if rng.random() < 0.2 and intervals:
        e = rng.choice(intervals)[0]  # touches an interval's start
        s = min(s, e)
    return [intervals, [max(s, 0), max(e, 0)]]


def valid(args):
    """Sorted, disjoint intervals with 0 <= start <= end <= 10^9; a valid new interval."""
    intervals, new = args
    if not (type(new) is list and len(new) == 2 and 0 <= new[0] <= new[1] <= 10**9):
        return False
    prev = -1
    for iv in intervals:
        if not (type(iv) is list and len(iv) == 2 and prev < iv[0] <= iv[1] <= 10**9):
            return False
        prev = iv[1]
    return True
