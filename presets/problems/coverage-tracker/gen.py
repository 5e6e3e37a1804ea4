"""A constructor and n calls. Small tests work on blocks 0..15 with a mix of the three operations;
the large test first adds n/10 short disjoint ranges spread over 0..10^9 (ten thousand separate
ranges), then mixes adds, removes and queries, so walking every range in each call is
quadratic."""


def generate(n, rng):
    n = max(1, n)
    calls = [["CoverageTracker"]]
    if n <= 20:
        for _ in range(n):
            a = rng.randint(0, 14)
            b = rng.randint(a + 1, min(15, a + 6))
            calls.append([rng.choice(["add_range", "add_range", "remove_range", "query_range", "query_range"]), a, b])
        return calls
    slots = n // 10
    width = 10**9 // slots
    for i in range(slots):
        a = i * width + rng.randint(0, width // 2)
        calls.append(["add_range", a, a + rng.randint(1, width // 2)])
    while len(calls) <= n:
        a = rng.randint(0, 10**9 - 1)
        b = min(10**9, a + rng.randint(1, 3 * width))
        calls.append([rng.choice(["add_range", "remove_range", "query_range", "query_range"]), a, b])
    return calls


def valid(args):
    """Preconditions: the constructor, then at most 10^5 calls with 0 <= left < right <= 10^9."""
    if not args or args[0] != ["CoverageTracker"] or len(args) > 10**5 + 1:
        return False
    for c in args[1:]:
        if len(c) != 3 or c[0] not in ("add_range", "remove_range", "query_range"):
            return False
        if not all(type(x) is int for x in c[1:]) or not 0 <= c[1] < c[2] <= 10**9:
            return False
    return True
