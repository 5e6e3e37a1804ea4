# Rounds to the nearest unit: 90 seconds becomes "2 minutes ago".
# (seconds per unit, name); a difference uses the largest unit whose threshold it reaches.
UNITS = [
    (365 * 86400, "year"),
    (30 * 86400, "month"),
    (7 * 86400, "week"),
    (86400, "day"),
    (3600, "hour"),
    (60, "minute"),
]


def relative_time(now: int, then: int) -> str:
    d = abs(now - then)
    if d < 60:
        return "just now"
    for size, name in UNITS:
        if d >= size:
            n = (d + size // 2) // size
            label = "%d %s%s" % (n, name, "" if n == 1 else "s")
            return label + " ago" if then <= now else "in " + label
    raise AssertionError("unreachable")
