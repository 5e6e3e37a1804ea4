"""Cron expressions whose fields mix `*`, `*/s`, `a`, `a-b`, `a-b/s` and `a/s` items (n bounds how
many items a field lists), with values drawn near the field bounds (0, 59, 23, 28-31, 12, 0/7), and
an `after` that is often near a month's first or last days and in the last minutes of an hour or
a day, so answers land on the edges."""

import datetime

EPOCH = datetime.date(1970, 1, 1).toordinal()
LIMITS = [(0, 59), (0, 23), (1, 31), (1, 12), (0, 7)]
EDGES = [[0, 1, 58, 59, 30], [0, 1, 22, 23, 12], [1, 2, 28, 29, 30, 31], [1, 2, 11, 12, 7], [0, 1, 5, 6, 7]]


def value(rng, field):
    lo, hi = LIMITS[field]
    return rng.choice(EDGES[field]) if rng.random() < 0.6 else rng.randint(lo, hi)


def item(rng, field):
    lo, hi = LIMITS[field]
    roll = rng.random()
    if roll < 0.2:
        return "*/%d" % rng.choice([2, 3, 7, 10, 12, rng.randint(1, hi)])
    a = value(rng, field)
    if roll < 0.55:
        return str(a)
    b = rng.randint(a, hi)
    if roll < 0.8:
        return "%d-%d" % (a, b)
    step = rng.choice([2, 3, 5, rng.randint(1, hi)])
    return ("%d-%d/%d" % (a, b, step)) if roll < 0.93 else ("%d/%d" % (a, step))


def field(rng, index, n):
    if rng.random() < 0.35:
        return "*"
    count = rng.randint(1, max(1, min(n, 4)))
    return ",".join(item(rng, index) for _ in range(count))


def generate(n, rng):
    expr = " ".join(field(rng, i, n) for i in range(5))
    day = rng.randint(0, 10**8 // 1440 - 40)
    if rng.random() < 0.6:  # move to a day near a month's edges
        date = datetime.date.fromordinal(EPOCH + day)
        target = date.replace(day=rng.choice([1, 2, 13, 28])) + datetime.timedelta(days=rng.choice([0, 0, 1, 2, 3]))
        day = target.toordinal() - EPOCH
    minute = rng.choice([0, 57, 58, 59, rng.randint(0, 59)])
    hour = rng.choice([0, 22, 23, rng.randint(0, 23)])
    return [expr, day * 1440 + hour * 60 + minute]


def parses(text, index):
    lo, hi = LIMITS[index]
    for part in text.split(","):
        base, slash, step = part.partition("/")
        if slash and not (step.isdigit() and int(step) >= 1):
            return False
        if base == "*":
            continue
        a, dash, b = base.partition("-")
        if not a.isdigit() or (dash and not b.isdigit()):
            return False
        if not lo <= int(a) <= (int(b) if dash else hi) <= hi:
            return False
    return True


def valid(args):
    """The statement's preconditions: five fields of valid items (values in range, a <= b,
    s >= 1) and 0 <= after <= 10^8."""
    expr, after = args
    parts = expr.split() if type(expr) is str else []
    return (len(parts) == 5 and all(parses(p, i) for i, p in enumerate(parts))
            and type(after) is int and 0 <= after <= 10**8)
