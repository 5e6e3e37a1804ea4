"""A hit-counter workload of n calls with non-decreasing timestamps. Steps are often 0 (bursts in one
second) and sometimes exactly 299/300/301 seconds, so window-edge mistakes show up on small inputs.
Large inputs move slowly, so the window holds tens of thousands of hits."""


def generate(n, rng):
    slow = n > 100
    steps = [0, 0, 0, 1] if slow else [0, 0, 1, 2, 100, 299, 300, 301]
    t = rng.randint(1, 1000)
    calls = [["HitCounter"]]
    for _ in range(n):
        if slow and rng.random() < 0.02:
            t += 1
        elif not slow:
            t += rng.choice(steps)
        if rng.random() < 0.5:
            calls.append(["hit", t])
        else:
            calls.append(["get_hits", t])
    return calls
