"""A log-aggregation workload of n calls with non-decreasing time. Small: a few endpoints, a short
window and steps landing on the window edge. Large: 200 endpoints, a window holding tens of
thousands of lines, many count calls and a few thousand top_k calls, so rescanning the log per
query is O(n^2)."""


def generate(n, rng):
    small = n <= 100
    window = rng.choice([1, 2, 5]) if small else 10**6
    names = [f"/api/v{i}" for i in range(rng.randint(1, 4) if small else 200)]
    steps = [0, 0, 1, window - 1, window] if small else [0] * 50 + [1]
    now = rng.randint(0, 10)
    calls = [["LogAggregator", window]]
    for i in range(n):
        now += rng.choice(steps)
        if not small and i % (n // 3) == n // 3 - 1:
            now += window // 2
        r = rng.random()
        if r < 0.65:
            calls.append(["record", now, rng.choice(names)])
        elif r < (0.8 if small else 0.985):
            calls.append(["count", rng.choice(names), now])
        else:
            calls.append(["top_k", rng.randint(1, 4 if small else 20), now])
    return calls
