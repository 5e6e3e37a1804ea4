"""n nodes. A random arborescence from k (in a shuffled order) makes every node reachable in most
tests; extra random edges (weights 0..100; n of them in large tests, which keeps the heap
reference fast) create cheaper detours over more hops, the case a fewest-hops search gets wrong.
A few small tests drop the tree so some node is unreachable."""


def generate(n, rng):
    n = max(n, 1)
    order = list(range(1, n + 1))
    rng.shuffle(order)
    k = order[0]
    edges = {}
    if n <= 12 and rng.random() < 0.25:
        pass  # no spanning tree: reachability is left to chance
    else:
        for i in range(1, n):
            edges[(order[rng.randrange(i)], order[i])] = rng.randint(0, 100)
    extra = rng.randint(0, 3 * n) if n <= 12 else n
    for _ in range(extra):
        u, v = rng.randint(1, n), rng.randint(1, n)
        if u != v and (u, v) not in edges and len(edges) < 10**5:
            edges[(u, v)] = rng.randint(0, 100)
    times = [[u, v, w] for (u, v), w in edges.items()]
    rng.shuffle(times)
    return [times, n, k]


def valid(args):
    """The statement's preconditions: 1..10^4 nodes, distinct directed edges u != v, weights
    0..100, k a node."""
    times, n, k = args
    if not (type(n) is int and 1 <= n <= 10**4 and type(k) is int and 1 <= k <= n):
        return False
    if type(times) is not list or len(times) > 10**5:
        return False
    for t in times:
        if not (type(t) is list and len(t) == 3 and all(type(x) is int for x in t)):
            return False
        if not (1 <= t[0] <= n and 1 <= t[1] <= n and t[0] != t[1] and 0 <= t[2] <= 100):
            return False
    return len({(t[0], t[1]) for t in times}) == len(times)
