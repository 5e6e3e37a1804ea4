"""A min-stack workload of about n operations. Runs over 100 operations first push n/2 values, then
the stack drifts deeper, so a scan per get_min is O(n^2) and far over the limit; a get_min often
follows a pop, so a minimum that is not restored after a pop shows up early. Values come
from a small range (duplicates) or the full int range."""


def generate(n, rng):
    small = rng.random() < 0.5
    calls = [["MinStack"]]
    depth = 0
    if n > 100:
        for _ in range(n // 2):
            calls.append(["push", rng.randint(-5, 5) if small else rng.randint(-2**31, 2**31 - 1)])
        depth = n // 2
    for _ in range(n - depth):
        r = rng.random()
        if depth == 0 or r < 0.55:
            val = rng.randint(-5, 5) if small else rng.randint(-2**31, 2**31 - 1)
            calls.append(["push", val])
            depth += 1
        elif r < 0.75:
            calls.append(["pop"])
            depth -= 1
            if depth and rng.random() < 0.5:
                calls.append(["get_min"])
        elif r < 0.8:
            calls.append(["top"])
        else:
            calls.append(["get_min"])
    return calls
