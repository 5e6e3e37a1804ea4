"""Equations between about n variables, each with a hidden value 1..100 so every ratio is consistent
and every answer stays within [0.01, 100]. The variables form a few components (one big one on
large tests, so a BFS per query walks ~n nodes), joined by random spanning-tree edges plus some
redundant edges. Queries mix connected pairs, pairs in different components, x / x, and names that
appear in no equation (also as x / x). Small tests draw from a few names so components merge in
every order."""


def _name(i):
    s = ""
    i += 1
    while i:
        i, r = divmod(i - 1, 26)
        s = chr(97 + r) + s
    return s


def generate(n, rng):
    n = max(n, 1)
    nvars = n + 1 if n <= 12 else n
    names = [_name(i) for i in range(nvars + 5)]
    rng.shuffle(names)
    known, spare = names[:nvars], names[nvars:]
    hidden = {x: rng.randint(1, 100) for x in known}
    comps = 1 if n > 12 and rng.random() < 0.5 else rng.randint(1, max(1, min(4, nvars // 2)))
    comp = [rng.randrange(comps) for _ in range(nvars)]
    pairs = []
    for i in range(1, nvars):
        same = [j for j in range(max(0, i - 50), i) if comp[j] == comp[i]] if n <= 12 else None
        if n > 12:
            j = rng.randrange(i)
            if comp[j] == comp[i]:
                pairs.append((j, i))
        elif same:
            pairs.append((rng.choice(same), i))
    while len(pairs) < n:
        i, j = rng.randrange(nvars), rng.randrange(nvars)
        if i != j and comp[i] == comp[j]:
            pairs.append((i, j))
    rng.shuffle(pairs)
    pairs = pairs[:n] if n > 12 else pairs[: max(1, n)]
    equations, values = [], []
    for i, j in pairs:
        a, b = (known[i], known[j]) if rng.random() < 0.5 else (known[j], known[i])
        equations.append([a, b])
        values.append(hidden[a] / hidden[b])
    used = sorted({x for e in equations for x in e})
    queries = []
    for _ in range(max(1, n)):
        r = rng.random()
        if r < 0.08:
            x = rng.choice(spare)
            queries.append([x, x])
        elif r < 0.14:
            queries.append([rng.choice(spare), rng.choice(used)] if rng.random() < 0.5 else [rng.choice(used), rng.choice(spare)])
        elif r < 0.2:
            x = rng.choice(used)
            queries.append([x, x])
        else:
            queries.append([rng.choice(used), rng.choice(used)])
    return [equations, values, queries]


def valid(args):
    """The statement's preconditions (consistency is kept by only dropping equations and queries)."""
    equations, values, queries = args
    if type(equations) is not list or type(values) is not list or type(queries) is not list:
        return False
    if not (1 <= len(equations) == len(values) <= 2 * 10**4 and 1 <= len(queries) <= 2 * 10**4):
        return False
    ok = lambda p: type(p) is list and len(p) == 2 and all(type(x) is str and 1 <= len(x) <= 5 for x in p)
    return all(ok(e) and e[0] != e[1] for e in equations) and all(ok(q) for q in queries) and all(
        type(v) is float and 0.01 <= v <= 100 for v in values
    )
