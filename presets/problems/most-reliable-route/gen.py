"""n nodes; a random spanning tree (on most tests) plus about n extra links, so detours over more
hops compete with direct links. Small tests use few probabilities (50, 90, 100 …) and sometimes no
tree, leaving the target unreachable; large tests use 50..100 % so answers stay well above 10^-6,
and put source and target at random."""


def generate(n, rng):
    n = max(n, 1)
    order = list(range(n))
    rng.shuffle(order)
    links = []
    small = n <= 12
    pick = (lambda: rng.choice([10, 50, 80, 90, 100])) if small else (lambda: rng.randint(50, 100))
    if not (small and rng.random() < 0.25):
        for i in range(1, n):
            links.append([order[rng.randrange(i)], order[i], pick()])
    extra = rng.randint(0, 2 * n) if small else n
    for _ in range(extra):
        u, v = rng.randrange(n), rng.randrange(n)
        if u != v:
            links.append([u, v, pick()])
    rng.shuffle(links)
    return [n, links, rng.randrange(n), rng.randrange(n)]


def valid(args):
    """The statement's preconditions: 1..2·10^4 nodes, at most 4·10^4 links [u, v, p], u != v, p in 1..100."""
    n, links, s, t = args
    if not (type(n) is int and 1 <= n <= 2 * 10**4 and type(s) is int and type(t) is int and 0 <= s < n and 0 <= t < n):
        return False
    if type(links) is not list or len(links) > 4 * 10**4:
        return False
    return all(type(l) is list and len(l) == 3 and all(type(x) is int for x in l) and 0 <= l[0] < n and 0 <= l[1] < n
               and l[0] != l[1] and 1 <= l[2] <= 100 for l in links)
