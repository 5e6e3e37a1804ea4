"""n prices and k. Small tests: prices in 0..6 or 0..20 with k from 0 to n (the limit often binds);
large tests: 1000 prices that zig-zag with a drift (many runs, dips of every size), k from 50 to
100, so 2k < n and the O(n·k) table is needed."""


def generate(n, rng):
    n = max(1, n)
    if n <= 12:
        hi = rng.choice([6, 20])
        return [rng.randint(0, n), [rng.randint(0, hi) for _ in range(n)]]
    prices, p = [], rng.randint(3000, 7000)
    for _ in range(n):
        p = min(10**4, max(0, p + rng.randint(-300, 300)))
        prices.append(p)
    return [rng.randint(min(50, n // 4), min(100, n // 2 - 1)), prices]


def valid(args):
    """The statement's preconditions: 1..1000 prices within 0..10^4, 0 <= k <= 100."""
    k, prices = args
    return (type(k) is int and 0 <= k <= 100 and type(prices) is list and 1 <= len(prices) <= 1000
            and all(type(p) is int and 0 <= p <= 10**4 for p in prices))
