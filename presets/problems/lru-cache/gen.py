"""An LRU workload of n operations. Small runs use a capacity about n/2 over a few more keys. Larger
runs first fill a cache of capacity min(n/2, 10^5) with distinct keys, then mostly use keys touched
recently (so they sit near the most-recent end), with a few misses and evictions: a cache that
keeps recency in a list and searches it from the least recent end scans almost all of it on every
operation."""


def generate(n, rng):
    if n <= 100:
        capacity = max(1, n // 2)
        keys = max(2, capacity + capacity // 2)
        calls = [["LRUCache", capacity]]
        for _ in range(n):
            key = rng.randrange(keys)
            if rng.random() < 0.5:
                calls.append(["get", key])
            else:
                calls.append(["put", key, rng.randrange(1_000_000)])
        return calls
    capacity = min(10**5, n // 2)
    calls = [["LRUCache", capacity]]
    recent = rng.sample(range(10**9), capacity)  # keys in the order they were last used
    for key in recent:
        calls.append(["put", key, rng.randrange(1_000_000)])
    window = max(1, capacity // 10)
    while len(calls) <= n:
        r = rng.random()
        if r < 0.05:
            calls.append(["get", 10**9 + rng.randrange(10**6)])  # a miss
            continue
        if r < 0.1:
            key = rng.randrange(10**9)  # most likely new: evicts the least recent key
        else:
            key = recent[-rng.randint(1, window)]
        recent.append(key)
        if r < 0.1 or rng.random() < 0.5:
            calls.append(["put", key, rng.randrange(1_000_000)])
        else:
            calls.append(["get", key])
    return calls
