"""n people. Usually a judge exists (everyone else trusts them) with extra random trust among the
others; sometimes the would-be judge trusts someone or one person does not trust them. The
large test puts the judge last, so a per-person scan of the trust list is O(n · m)."""


def generate(n, rng):
    n = max(n, 1)
    judge = n if n > 12 else rng.randint(1, n)
    pairs = set()
    for p in range(1, n + 1):
        if p != judge:
            pairs.add((p, judge))
    extra = rng.randint(0, 2 * n) if n <= 12 else n
    for _ in range(extra):
        a, b = rng.randint(1, n), rng.randint(1, n)
        if a != b and a != judge:
            pairs.add((a, b))
    r = rng.random()
    if n <= 12 and n > 1 and r < 0.25:
        other = rng.choice([p for p in range(1, n + 1) if p != judge])
        pairs.add((judge, other))  # the judge trusts someone
    elif n <= 12 and n > 1 and r < 0.45:
        other = rng.choice([p for p in range(1, n + 1) if p != judge])
        pairs.discard((other, judge))  # someone does not trust the judge
    out = [list(p) for p in pairs]
    rng.shuffle(out)
    return [n, out]


def valid(args):
    n, trust = args
    if not (type(n) is int and 1 <= n <= 10**5 and type(trust) is list and len(trust) <= 2 * 10**5):
        return False
    ok = all(
        type(t) is list and len(t) == 2 and all(type(x) is int and 1 <= x <= n for x in t) and t[0] != t[1]
        for t in trust
    )
    return ok and len({tuple(t) for t in trust}) == len(trust)
