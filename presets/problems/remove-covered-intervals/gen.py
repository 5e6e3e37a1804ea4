"""n distinct intervals. Small tests draw ends from 0..8, so equal left ends, equal right ends and
nesting are common. Large tests mix a rising chain (no interval of it covers another) with short
intervals nested inside chain members, so about half remain and a pairwise check that stops at the
first cover still scans everything for each remaining interval."""


def generate(n, rng):
    n = max(n, 1)
    seen = set()
    if n <= 12:
        hi = 8
        while len(seen) < n:
            l = rng.randint(0, hi - 1)
            seen.add((l, rng.randint(l + 1, hi)))
    else:
        chain = n // 2 + rng.randint(-n // 10, n // 10)
        step = 10**9 // (chain + 5)
        members = []
        for i in range(chain):
            l = i * step + rng.randint(0, step // 2)
            r = l + 3 * step + rng.randint(0, step // 2)
            if (l, r) not in seen:
                seen.add((l, r))
                members.append((l, r))
        while len(seen) < n:
            l0, r0 = rng.choice(members)
            l = rng.randint(l0, r0 - 1)
            seen.add((l, rng.randint(l + 1, r0)))
    out = [list(p) for p in seen]
    rng.shuffle(out)
    return [out]


def valid(args):
    """The statement's preconditions: 1..10^5 distinct intervals with 0 <= l < r <= 10^9."""
    (intervals,) = args
    if type(intervals) is not list or not 1 <= len(intervals) <= 10**5:
        return False
    for iv in intervals:
        if type(iv) is not list or len(iv) != 2 or not all(type(x) is int for x in iv):
            return False
        if not 0 <= iv[0] < iv[1] <= 10**9:
            return False
    return len({tuple(iv) for iv in intervals}) == len(intervals)
