"""n genre ids and a k. Small tests use 1..4 genres and every k from 0 to n; large tests use about
k + k/2 genres with k between n/10 and n/4 in long runs, so extending a stretch from every start
costs n·k steps."""


def generate(n, rng):
    n = max(1, n)
    if n <= 12:
        g = rng.randint(1, 4)
        return [[rng.randint(1, g) for _ in range(n)], rng.randint(0, n)]
    k = rng.randint(n // 10, n // 4)
    kinds = [rng.randint(0, 10**9) for _ in range(k + k // 2)]
    return [[rng.choice(kinds) for _ in range(n)], k]


def valid(args):
    """The statement's preconditions."""
    g, k = args
    return (type(g) is list and 1 <= len(g) <= 10**5 and type(k) is int and 0 <= k <= len(g)
            and all(type(x) is int and 0 <= x <= 10**9 for x in g))
