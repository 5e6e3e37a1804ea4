"""funds, k and n projects. Small tests use thresholds 0..8 and gains 0..4; large tests spread
thresholds so that projects unlock gradually as funds grow, with k between n/4 and n/2, so scanning
every project at each step is quadratic."""


def generate(n, rng):
    n = max(1, n)
    if n <= 10:
        need = [rng.randint(0, 8) for _ in range(n)]
        gain = [rng.randint(0, 4) for _ in range(n)]
        return [rng.randint(0, 3), rng.randint(1, n + 1), need, gain]
    need = [rng.randint(0, n * 1000) for _ in range(n)]
    for j in rng.sample(range(n), 20):
        need[j] = 0  # something to start with
    gain = [rng.randint(1000, 10**4) for _ in range(n)]
    return [rng.randint(0, 10**4), rng.randint(n // 4, n // 2), need, gain]


def valid(args):
    """The statement's preconditions."""
    funds, k, need, gain = args
    return (type(funds) is int and 0 <= funds <= 10**9 and type(k) is int and 1 <= k <= 10**5
            and type(need) is list and type(gain) is list and 1 <= len(need) == len(gain) <= 10**5
            and all(type(x) is int and 0 <= x <= 10**9 for x in need)
            and all(type(x) is int and 0 <= x <= 10**4 for x in gain))
