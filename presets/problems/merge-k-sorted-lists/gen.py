"""N nodes spread over k sorted lists. Small tests use a few lists (some empty) and tiny values; large
tests use about N/10 lists (at most 10^4), so a scan of all heads per node is far over the limit."""


def generate(n, rng):
    if n <= 20:
        k = rng.randint(0, 4) if n == 0 else rng.randint(1, 4)
        span = 5
    else:
        k = min(10**4, max(1, n // 10))
        span = 10**9
    lists = [[] for _ in range(k)]
    for _ in range(n):
        lists[rng.randrange(k)].append(rng.randint(-span, span))
    return [[sorted(v) for v in lists]]


def valid(args):
    """The statement's preconditions: up to 10^4 sorted lists, 10^5 values in total within ±10^9."""
    (lists,) = args
    return (
        type(lists) is list and len(lists) <= 10**4
        and sum(len(v) for v in lists) <= 10**5
        and all(
            type(v) is list
            and all(type(x) is int and -(10**9) <= x <= 10**9 for x in v)
            and all(p <= q for p, q in zip(v, v[1:]))
            for v in lists
        )
    )
