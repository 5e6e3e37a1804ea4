"""n weights and a limit. Small tests use a small limit so pairs often just fit; large tests mix
light and heavy people under the full limit."""


def generate(n, rng):
    n = max(n, 1)
    limit = rng.randint(3, 8) if n <= 20 else 30000
    return [[rng.randint(1, limit) for _ in range(n)], limit]


def valid(args):
    """The statement's preconditions: 1..10^5 weights, each in 1..limit, limit <= 3·10^4."""
    w, limit = args
    return (
        type(limit) is int and 1 <= limit <= 30000
        and type(w) is list and 1 <= len(w) <= 10**5
        and all(type(x) is int and 1 <= x <= limit for x in w)
    )
