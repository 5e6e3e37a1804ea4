"""n projects and k rounds. Small tests use thresholds 0..10 and gains 0..5 with starting capital
0..4 (projects unlocked along the way); large tests draw thresholds so that most projects become
affordable over the rounds (capital grows by about 5000 a round) and k is in the tens of
thousands."""


def generate(n, rng):
    n = max(1, n)
    if n <= 10:
        need = [rng.randint(0, 10) for _ in range(n)]
        gain = [rng.randint(0, 5) for _ in range(n)]
        return [rng.randint(1, n + 1), rng.randint(0, 4), need, gain]
    k = rng.randint(n // 4, n)
    need = [rng.randint(0, 5000 * k // 2) for _ in range(n)]
    gain = [rng.randint(0, 10**4) for _ in range(n)]
    return [k, rng.randint(0, 10**4), need, gain]


def valid(args):
    """The statement's preconditions: 1..10^5 projects, 1 <= k <= 10^5, thresholds and capital within 0..10^9, gains 0..10^4."""
    k, cap, need, gain = args
    return (type(k) is int and 1 <= k <= 10**5 and type(cap) is int and 0 <= cap <= 10**9
            and type(need) is list and type(gain) is list and 1 <= len(need) == len(gain) <= 10**5
            and all(type(x) is int and 0 <= x <= 10**9 for x in need) and all(type(x) is int and 0 <= x <= 10**4 for x in gain))
