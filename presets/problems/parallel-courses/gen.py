"""n courses; relations follow a hidden random order (acyclic). Small tests add random pairs and
sometimes a backwards pair that closes a cycle. Large tests chain the first L courses of that
order, L drawn from [n/2, n] (it was all n, so the answer was always n), plus random forward
pairs: at least n/2 semesters, so a per-semester rescan is quadratic, and the answer (the longest
chain, at least L) is not the size."""


def generate(n, rng):
    n = max(n, 1)
    order = list(range(1, n + 1))
    rng.shuffle(order)
    rel = set()
    if n > 100:
        chain = rng.randint(n // 2, n)
        for i in range(chain - 1):
            rel.add((order[i], order[i + 1]))
        for _ in range(n):
            i, j = sorted(rng.sample(range(n), 2))
            rel.add((order[i], order[j]))
    else:
        for _ in range(rng.randint(0, 2 * n) if n > 1 else 0):
            i, j = sorted(rng.sample(range(n), 2))
            rel.add((order[i], order[j]))
        if n > 1 and rng.random() < 0.3:
            i, j = sorted(rng.sample(range(n), 2))
            rel.discard((order[i], order[j]))
            rel.add((order[j], order[i]))
    out = [list(p) for p in rel]
    rng.shuffle(out)
    return [n, out]


def valid(args):
    n, rel = args
    if not (type(n) is int and 1 <= n <= 10**5 and type(rel) is list and len(rel) <= 2 * 10**5):
        return False
    ok = all(
        type(p) is list and len(p) == 2 and all(type(x) is int and 1 <= x <= n for x in p) and p[0] != p[1]
        for p in rel
    )
    return ok and len({tuple(p) for p in rel}) == len(rel)
