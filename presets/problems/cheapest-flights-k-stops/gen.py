"""n cities. Small tests: a few random flights where a cheap route needs many stops and a dear one
needs few, random k. Large tests: all forward flights i -> j (i < j) of a hidden order, dst last, so
that an exhaustive route search explodes; prices make longer routes cheaper."""


def generate(n, rng):
    n = max(n, 2)
    order = list(range(n))
    rng.shuffle(order)
    flights = {}
    if n > 12:
        for i in range(n):
            for j in range(i + 1, n):
                flights[(order[i], order[j])] = (j - i) * rng.randint(50, 100)
        return [n, [[u, v, p] for (u, v), p in flights.items()], order[0], order[-1], n - 2]
    for _ in range(rng.randint(1, n * (n - 1))):
        u, v = rng.sample(range(n), 2)
        flights[(u, v)] = rng.randint(1, 20)
    src, dst = rng.sample(range(n), 2)
    return [n, [[u, v, p] for (u, v), p in flights.items()], src, dst, rng.randint(0, n - 1)]


def valid(args):
    n, flights, src, dst, k = args
    if not (type(n) is int and 1 <= n <= 100 and type(flights) is list):
        return False
    if not all(type(x) is int for x in (src, dst, k)) or not (0 <= src < n and 0 <= dst < n and src != dst and 0 <= k < n):
        return False
    pairs = set()
    for f in flights:
        if not (type(f) is list and len(f) == 3 and all(type(x) is int for x in f)):
            return False
        u, v, p = f
        if not (0 <= u < n and 0 <= v < n and u != v and 1 <= p <= 10**4) or (u, v) in pairs:
            return False
        pairs.add((u, v))
    return True
