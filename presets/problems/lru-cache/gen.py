"""An LRU workload of n operations: capacity about n/2 so a linear scan per operation is O(n^2)."""


def generate(n, rng):
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
