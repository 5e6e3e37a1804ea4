"""n bookings. Small tests live on positions 0..10 (shared boarding/alighting points are common)
with seats around the true peak; large tests spread bookings over 0..10^9 and set seats to the
peak load or one less, so the answer varies with the seed and cannot be read off the size."""


def _peak(bookings):
    events = []
    for r, a, b in bookings:
        events.append((a, r))
        events.append((b, -r))
    events.sort()
    load = peak = 0
    for _, d in events:
        load += d
        peak = max(peak, load)
    return peak


def generate(n, rng):
    out = []
    if n <= 10:
        for _ in range(n):
            a = rng.randint(0, 9)
            out.append([rng.randint(1, 3), a, rng.randint(a + 1, 10)])
        seats = max(1, _peak(out) + rng.randint(-1, 1))
        return [out, seats]
    for _ in range(n):
        a = rng.randint(0, 10**9 - 1)
        out.append([rng.randint(1, 1000), a, min(10**9, a + rng.randint(1, 10**7))])
    return [out, max(1, _peak(out) - rng.randint(0, 1))]


def valid(args):
    """The statement's preconditions."""
    bookings, seats = args
    if type(bookings) is not list or len(bookings) > 10**5 or type(seats) is not int or not 1 <= seats <= 10**8:
        return False
    for b in bookings:
        if type(b) is not list or len(b) != 3 or not all(type(x) is int for x in b):
            return False
        r, a, c = b
        if not (1 <= r <= 1000 and 0 <= a < c <= 10**9):
            return False
    return True
