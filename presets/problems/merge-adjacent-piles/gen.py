"""n piles with small random sizes (ties and greedy traps are common)."""


def generate(n, rng):
    n = max(n, 1)
    hi = 9 if n <= 8 else 10000
    return [[rng.randint(1, hi) for _ in range(n)]]


def valid(args):
    (p,) = args
    return 1 <= len(p) <= 150 and all(type(x) is int and 1 <= x <= 10000 for x in p)
