"""n sorted values made of runs of length 1..4 (runs of one are about half), so kept and dropped
values alternate unpredictably, the head or the tail run may go, and sometimes everything does."""


def generate(n, rng):
    vals = []
    span = 10 if n <= 12 else 10**9
    v = rng.randint(-span, -span // 2)
    while len(vals) < n:
        run = 1 if rng.random() < 0.5 else rng.randint(2, 4)
        vals += [v] * min(run, n - len(vals))
        v += rng.randint(1, 3 if n <= 12 else 20000)
    return [vals]


def valid(args):
    """The statement's preconditions: 0..10^5 sorted values within ±10^9."""
    (head,) = args
    return (
        type(head) is list
        and len(head) <= 10**5
        and all(type(x) is int and -(10**9) <= x <= 10**9 for x in head)
        and all(a <= b for a, b in zip(head, head[1:]))
    )
