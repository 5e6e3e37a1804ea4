"""n ripening days: small tests from a tiny range (ties, runs broken by one late tree), with m·k
sometimes above n; large tests use distinct-ish days over 1..10^9 and k, m such that m·k is close
to n, so the answer lies among the late days and a day-by-day scan goes through most of them."""


def generate(n, rng):
    n = max(1, n)
    if n <= 12:
        ripe = [rng.randint(1, rng.choice([3, 6, 12])) for _ in range(n)]
        k = rng.randint(1, n)
        m = rng.randint(1, max(1, n // k + (1 if rng.random() < 0.2 else 0)))
        return [ripe, m, k]
    ripe = [rng.randint(1, 10**9) for _ in range(n)]
    k = rng.choice([1, 2, 3])
    m = (n // k) * rng.randint(60, 95) // 100
    return [ripe, m, k]


def valid(args):
    """The statement's preconditions: 1..10^5 days within 1..10^9, 1 <= m <= 10^6, 1 <= k <= n."""
    ripe, m, k = args
    return (type(ripe) is list and 1 <= len(ripe) <= 10**5 and all(type(r) is int and 1 <= r <= 10**9 for r in ripe)
            and type(m) is int and 1 <= m <= 10**6 and type(k) is int and 1 <= k <= len(ripe))
