"""A list of n values and a group size k. Small tests pick any k; large tests take k = n/2 so that
per-node walks inside a group are quadratic."""


def generate(n, rng):
    n = max(n, 1)
    span = 9 if n <= 20 else 10**9
    head = [rng.randint(-span, span) for _ in range(n)]
    k = rng.randint(1, n) if n <= 100 else n // 2
    return [head, k]


def valid(args):
    """The statement's preconditions: 1..10^5 values within ±10^9 and 1 <= k <= n."""
    head, k = args
    return (
        type(head) is list and 1 <= len(head) <= 10**5
        and all(type(x) is int and -(10**9) <= x <= 10**9 for x in head)
        and type(k) is int and 1 <= k <= len(head)
    )
