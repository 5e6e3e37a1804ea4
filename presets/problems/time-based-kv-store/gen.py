"""A versioned key-value workload of n calls: strictly increasing write times, reads at any time
(often exactly at a write's time, before the first write, or after the last). Large: two keys with
tens of thousands of versions each and reads of early times, so a backwards scan is O(n^2)."""


def generate(n, rng):
    small = n <= 100
    keys = [f"k{i}" for i in range(rng.randint(1, 3) if small else 2)]
    calls = [["TimeMap"]]
    now, writes = 0, []
    for _ in range(n):
        if rng.random() < 0.5:
            now += rng.randint(1, 3)
            writes.append(now)
            calls.append(["set", rng.choice(keys), f"v{rng.randrange(10**6)}", now])
        else:
            if writes and rng.random() < (0.4 if small else 0.05):
                t = rng.choice(writes)
            elif small:
                t = rng.randint(1, now + 3)
            else:
                t = rng.randint(1, max(1, now // 50))
            calls.append(["get", rng.choice(keys + ["zz"] if small else keys), t])
    return calls
