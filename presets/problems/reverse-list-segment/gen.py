"""n values and a segment. Small tests cover every left <= right; large tests place a segment of
length between n/4 and n/2 at a random place."""


def generate(n, rng):
    n = max(1, n)
    hi = 9 if n <= 11 else 10**9
    vals = [rng.randint(-hi, hi) for _ in range(n)]
    if n <= 11:
        left = rng.randint(1, n)
        return [vals, left, rng.randint(left, n)]
    length = rng.randint(n // 4, n // 2)
    left = rng.randint(1, n - length + 1)
    return [vals, left, left + length - 1]


def valid(args):
    """The statement's preconditions."""
    head, left, right = args
    return (type(head) is list and 1 <= len(head) <= 10**5 and all(type(x) is int and -10**9 <= x <= 10**9 for x in head)
            and type(left) is int and type(right) is int and 1 <= left <= right <= len(head))
