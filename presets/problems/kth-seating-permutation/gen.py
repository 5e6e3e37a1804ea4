"""n guests and a rank k in 1..n!, sometimes at a block boundary (a multiple of (n-1)!, ±1)."""
from math import factorial


def generate(n, rng):
    n = max(1, min(20, n))
    total = factorial(n)
    roll = rng.random()
    if roll < 0.3 and n > 1:
        block = factorial(n - 1)
        k = block * rng.randint(1, n) + rng.randint(-1, 1)
    elif roll < 0.4:
        k = rng.choice([1, total])
    else:
        k = rng.randint(1, total)
    return [n, min(total, max(1, k))]


def valid(args):
    n, k = args
    return type(n) is int and 1 <= n <= 20 and type(k) is int and 1 <= k <= factorial(n)
