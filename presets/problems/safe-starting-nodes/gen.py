"""n nodes with about 1.5n edges. Small tests: random edges with self-loops. Large tests: a long
chain-like DAG (edges from each node to a few later ones) plus a few back edges in its second
half: everything upstream of a cycle is unsafe and only the tail past the last cycle is safe, so
the answer's size varies, and a search from every node walks a long way before it meets a cycle."""


def generate(n, rng):
    n = max(n, 1)
    graph = [set() for _ in range(n)]
    if n <= 12:
        for _ in range(rng.randint(0, 2 * n)):
            graph[rng.randrange(n)].add(rng.randrange(n))
        return [[sorted(s) for s in graph]]
    order = list(range(n))
    rng.shuffle(order)
    for i in range(n - 1):
        for _ in range(rng.randint(1, 2)):
            j = min(n - 1, i + rng.randint(1, 3))
            graph[order[i]].add(order[j])
    for _ in range(rng.randint(1, 4)):  # back edges make cycles
        j = rng.randrange(n // 2, n)
        i = rng.randrange(j, n)
        graph[order[i]].add(order[j])
    return [[sorted(s, key=lambda _: rng.random()) for s in graph]]


def valid(args):
    """The statement's preconditions."""
    (graph,) = args
    if type(graph) is not list or not 1 <= len(graph) <= 10**5:
        return False
    n, m = len(graph), 0
    for out in graph:
        if type(out) is not list or len(set(out)) != len(out):
            return False
        if not all(type(v) is int and 0 <= v < n for v in out):
            return False
        m += len(out)
    return m <= 2 * 10**5
