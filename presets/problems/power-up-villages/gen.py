"""n villages with generator costs and about 1.5 n cable offers. Small tests draw costs from tiny
ranges (ties, zero costs, generators cheaper than cables and the other way round); large ones use
0..10^5 for both, with cables between random villages."""


def generate(n, rng):
    n = max(1, n)
    if n <= 12:
        ghi, chi = rng.choice([(3, 3), (10, 3), (3, 10), (20, 20)])
        gen = [rng.randint(0, ghi) for _ in range(n)]
        m = rng.randint(0, 2 * n) if n > 1 else 0
    else:
        ghi, chi = 10**5, 10**5
        gen = [rng.randint(0, ghi) for _ in range(n)]
        m = 3 * n // 2
    cables = []
    for _ in range(m):
        u, v = rng.randrange(n), rng.randrange(n)
        if u != v:
            cables.append([u, v, rng.randint(0, chi)])
    return [n, gen, cables]


def valid(args):
    """The statement's preconditions: 1..10^4 villages, costs within 0..10^5, at most 2·10^4 cables, u != v."""
    n, gen, cables = args
    if not (type(n) is int and 1 <= n <= 10**4 and type(gen) is list and len(gen) == n):
        return False
    if not all(type(g) is int and 0 <= g <= 10**5 for g in gen) or type(cables) is not list or len(cables) > 2 * 10**4:
        return False
    return all(type(c) is list and len(c) == 3 and all(type(x) is int for x in c) and 0 <= c[0] < n and 0 <= c[1] < n
               and c[0] != c[1] and 0 <= c[2] <= 10**5 for c in cables)
