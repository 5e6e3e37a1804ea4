"""n sticker ids and a k. Small tests use 1..4 ids and every k from 1 to n (k above the number of
ids included); large tests use about 1.5·k ids with k between n/10 and n/5, so growing a run from
every start costs about n·k steps."""


def generate(n, rng):
    n = max(1, n)
    if n <= 12:
        g = rng.randint(1, 4)
        return [[rng.randint(1, g) for _ in range(n)], rng.randint(1, min(n, g + 1))]
    k = rng.randint(n // 10, n // 5)
    kinds = [rng.randint(1, 10**9) for _ in range(k + k // 2)]
    return [[rng.choice(kinds) for _ in range(n)], k]


def valid(args):
    """The statement's preconditions."""
    s, k = args
    return (type(s) is list and 1 <= len(s) <= 10**5 and type(k) is int and 1 <= k <= len(s)
            and all(type(x) is int and 1 <= x <= 10**9 for x in s))
