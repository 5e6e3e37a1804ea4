"""n courses, up to 2n prerequisite pairs. Edges follow a hidden random order (always acyclic), and
in half of the small tests one backwards edge closes a cycle. Large tests chain every course in that
order (the longest possible dependency path); half of them then close one cycle among courses in
the second half of that order (they were always acyclic, so "true" answered every large input):
a rescan for a free course still finishes at least n/2 courses before it is stuck."""


def generate(n, rng):
    n = max(n, 1)
    order = list(range(n))
    rng.shuffle(order)
    edges = set()
    if n > 100:
        for i in range(n - 1):
            edges.add((order[i + 1], order[i]))
    for _ in range((2 * n if n <= 100 else n) if n > 1 else 0):
        i, j = rng.randrange(n), rng.randrange(n)
        if i != j:
            i, j = min(i, j), max(i, j)
            edges.add((order[j], order[i]))  # order[i] comes first
    if n <= 100 and n > 1 and rng.random() < 0.5:
        i, j = sorted(rng.sample(range(n), 2))
        edges.discard((order[j], order[i]))
        edges.add((order[i], order[j]))
        path = [order[k] for k in range(i, j + 1)]
        for a, b in zip(path, path[1:]):
            edges.add((b, a))
    if n > 100 and rng.random() < 0.5:
        i = rng.randrange(n // 2, n - 1)
        j = rng.randrange(i + 1, n)
        edges.add((order[i], order[j]))  # order[j] before order[i]: a cycle through the chain
    pairs = [list(e) for e in edges]
    rng.shuffle(pairs)
    return [n, pairs]


def valid(args):
    """The statement's preconditions: 1..10^5 courses, 0..2·10^5 distinct pairs [a, b] of courses
    with a != b."""
    num, pairs = args
    if not (type(num) is int and 1 <= num <= 10**5 and type(pairs) is list):
        return False
    if len(pairs) > 2 * 10**5:
        return False
    ok = all(
        type(p) is list
        and len(p) == 2
        and all(type(x) is int and 0 <= x < num for x in p)
        and p[0] != p[1]
        for p in pairs
    )
    return ok and len({tuple(p) for p in pairs}) == len(pairs)
