"""Two sorted lists of disjoint closed intervals, n and about n long. Small tests live on 0..30
with short gaps and lengths (zero-length intervals and touching endpoints are common); large tests
spread the intervals over 0..10^9 with similar lengths in both lists, so the pairs overlap often and
comparing all pairs costs n^2."""


def _intervals(count, rng, gap, length):
    out, pos = [], rng.randint(0, gap)
    for _ in range(count):
        end = pos + rng.randint(0, length)
        out.append([pos, end])
        pos = end + rng.randint(1, gap)
    return out


def generate(n, rng):
    if n <= 10:
        gap, length = rng.choice([(2, 2), (3, 4), (4, 1)]), None
        gap, length = gap
        m = max(0, n + rng.randint(-2, 2))
    else:
        gap, length, m = 3000, 6000, n + rng.randint(-n // 10, n // 10)
    return [_intervals(n, rng, gap, length), _intervals(m, rng, gap, length)]


def _ok(lst):
    if type(lst) is not list or len(lst) > 10**5:
        return False
    prev = -1
    for iv in lst:
        if type(iv) is not list or len(iv) != 2 or not all(type(x) is int for x in iv):
            return False
        s, e = iv
        if not (prev < s <= e <= 10**9):
            return False
        prev = e
    return True


def valid(args):
    """The statement's preconditions: each list sorted, disjoint, not touching, within 0..10^9."""
    first, second = args
    return _ok(first) and _ok(second)
