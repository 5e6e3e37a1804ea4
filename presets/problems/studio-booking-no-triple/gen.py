"""A constructor and n book calls. Small tests use slots on 0..12 so that double and triple
overlaps and touching ends are common; the large test makes 1000 calls on 0..10^9 with slots of
varied length."""


def generate(n, rng):
    n = max(1, n)
    calls = [["StudioCalendar"]]
    for _ in range(n):
        if n <= 14:
            a = rng.randint(0, 11)
            calls.append(["book", a, rng.randint(a + 1, min(12, a + 6))])
        else:
            a = rng.randint(0, 10**9 - 1)
            calls.append(["book", a, min(10**9, a + rng.randint(1, 5 * 10**7))])
    return calls


def valid(args):
    """Preconditions: the constructor first, then at most 1000 book calls with 0 <= start < end <= 10^9."""
    if not args or args[0] != ["StudioCalendar"] or len(args) > 1001:
        return False
    for c in args[1:]:
        if len(c) != 3 or c[0] != "book" or not all(type(x) is int for x in c[1:]):
            return False
        if not 0 <= c[1] < c[2] <= 10**9:
            return False
    return True
