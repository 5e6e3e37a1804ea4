"""n people. Usually a judge exists (everyone else trusts them) with extra random trust among the
others; sometimes the would-be judge trusts someone or one person does not trust them. Large
tests put the judge at a place drawn from [n/4, 3n/4) (it was always person n, so a per-person scan
from the last person, or answering n, passed them), so a per-person scan of the trust list is
O(n · m) from either end; one in four has no judge (the would-be judge trusts someone)."""


def generate(n, rng):
    n = max(n, 1)
    judge = rng.randint(n // 4, 3 * n // 4 - 1) if n > 12 else rng.randint(1, n)
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
    if n > 12 and r < 0.25:
        pairs.add((judge, rng.choice([p for p in (1, n) if p != judge])))  # no judge at all
    elif n <= 12 and n > 1 and r < 0.25:
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
