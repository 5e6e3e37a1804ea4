"""A list of n values (small range for small n) and a valid n-th-from-end position."""


def generate(n, rng):
    n = max(n, 1)
    span = 9 if n <= 20 else 10**9
    head = [rng.randint(-span, span) for _ in range(n)]
    return [head, rng.randint(1, n)]


def valid(args):
    """The statement's preconditions: 1..10^5 values within ±10^9 and 1 <= n <= len."""
    head, k = args
    return (
        type(head) is list and 1 <= len(head) <= 10**5
        and all(type(x) is int and -(10**9) <= x <= 10**9 for x in head)
        and type(k) is int and 1 <= k <= len(head)
    )
