"""A list of n values (as the JSON array the judge turns into linked nodes)."""


def generate(n, rng):
    return [[rng.randint(-100000, 100000) for _ in range(n)]]


def valid(args):
    """The statement's preconditions: 0..10^5 node values within ±10^5."""
    (head,) = args
    return (
        type(head) is list
        and len(head) <= 10**5
        and all(type(x) is int and -(10**5) <= x <= 10**5 for x in head)
    )
