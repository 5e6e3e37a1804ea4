"""An LFU workload of n operations. Large: capacity n/10 over n keys, so most puts bring a new key and
evict; a scan per eviction is O(n^2); a few hot keys get many uses so counts differ.
Small: only one or two keys more than the capacity, so ties and wrong victims surface quickly."""


def generate(n, rng):
    if n > 100:
        capacity, keys, hot = max(1, n // 10), n, max(1, n // 100)
    else:
        capacity = rng.randint(1, 3)
        keys, hot = capacity + rng.randint(1, 2), 0
    calls = [["LFUCache", capacity]]
    for _ in range(n):
        key = rng.randrange(hot) if hot and rng.random() < 0.3 else rng.randrange(keys)
        if rng.random() < 0.55:
            calls.append(["get", key])
        else:
            calls.append(["put", key, rng.randrange(1_000_000)])
    return calls
