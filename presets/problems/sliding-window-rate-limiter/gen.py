"""A sliding-window workload of n calls. Small: tiny limits and windows with steps near the window
edge. Large: one hot client with a limit of n/2 and a window longer than the run, so the log stays
huge and a per-call rescan is O(n^2); then time jumps past the window a few times."""


def generate(n, rng):
    if n <= 100:
        limit, window = rng.randint(1, 3), rng.choice([1, 5, 10, 100])
        keys = [f"c{i}" for i in range(rng.randint(1, 2))]
        steps = [0, 0, 1, 2, window - 1, window, window + 1]
    else:
        limit, window = n // 2, 10**9
        keys = ["hot"] * 50 + [f"c{i}" for i in range(50)]
        steps = [0, 0, 0, 1]
    now = rng.randint(0, 10**6)
    calls = [["SlidingWindowLimiter", limit, window]]
    for i in range(n):
        now += rng.choice(steps)
        if n > 100 and i % (n // 4) == n // 4 - 1:
            now += window // 2
        calls.append(["allow", rng.choice(keys), now])
    return calls
