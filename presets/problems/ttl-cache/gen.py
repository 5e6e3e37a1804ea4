"""A TTL-cache workload of n calls with non-decreasing time. Small: few keys, short TTLs and steps
that land exactly on expiry instants. Large: many long-lived keys and frequent count calls, so a
count that scans every key is O(n^2)."""


def generate(n, rng):
    small = n <= 100
    keys = rng.randint(1, 4) if small else n
    ttls = [1, 2, 3, 5] if small else [10**8, 10**9, 1000]
    now = rng.randint(0, 100)
    calls = [["TTLCache"]]
    for _ in range(n):
        now += rng.choice([0, 0, 1, 2] if small else [0, 0, 0, 1])
        key = rng.randrange(keys)
        r = rng.random()
        if r < 0.45:
            calls.append(["set", key, rng.randrange(10**9), rng.choice(ttls), now])
        elif r < 0.65:
            calls.append(["get", key, now])
        elif r < 0.75:
            calls.append(["remove", key, now])
        else:
            calls.append(["count", now])
    return calls
