import datetime

_EPOCH = datetime.date(1970, 1, 1).toordinal()
_LIMITS = [(0, 59), (0, 23), (1, 31), (1, 12), (0, 7)]


def _field(text, lo, hi):
    allowed = set()
    for item in text.split(","):
        base, _, step = item.partition("/")
        step = int(step) if step else 1
        if base == "*":
            a, b = lo, hi
        elif "-" in base:
            a, b = map(int, base.split("-"))
        else:
            a = int(base)
            b = a
        allowed.update(range(a, b + 1, step))
    return allowed


def next_fire(expr, after):
    parts = expr.split()
    minute, hour, dom, month, dow = (_field(p, lo, hi) for p, (lo, hi) in zip(parts, _LIMITS))
    if 7 in dow:
        dow.add(0)  # 7 is Sunday too
    dom_any = parts[2].startswith("*")
    dow_any = parts[4].startswith("*")
    times = sorted(h * 60 + m for h in hour for m in minute)
    start = after + 1
    day, first = divmod(start, 1440)
    # The calendar repeats every 400 years (146097 days): no match within one cycle means never.
    for d in range(day, day + 146097 + 1):
        date = datetime.date.fromordinal(_EPOCH + d)
        if date.month not in month:
            continue
        in_dom = date.day in dom
        in_dow = (d + 4) % 7 in dow  # 1970-01-01 was a Thursday
        ok = (in_dom or in_dow) if not dom_any and not dow_any else (in_dom and in_dow)
        if not ok:
            continue
        floor = first if d == day else 0
        for t in times:
            if t >= floor:
                return d * 1440 + t
    return -1
