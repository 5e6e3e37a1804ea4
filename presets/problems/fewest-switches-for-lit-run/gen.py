"""A lamp string of length n and a run length k. Small tests draw every k from 1 to n with a varying
share of lit lamps; large tests take k between n/4 and 3n/4, so recounting each window costs about
n^2/4 steps."""


def generate(n, rng):
    n = max(1, n)
    p = rng.choice([0.2, 0.5, 0.8])
    s = "".join("1" if rng.random() < p else "0" for _ in range(n))
    k = rng.randint(1, n) if n <= 10 else rng.randint(n // 4, 3 * n // 4)
    return [s, k]


def valid(args):
    """The statement's preconditions: 1 <= k <= n <= 10^5, only '0' and '1'."""
    s, k = args
    return type(s) is str and 1 <= len(s) <= 10**5 and set(s) <= {"0", "1"} and type(k) is int and 1 <= k <= len(s)
