"""A consistent-hashing workload of n calls. Small: 1-3 replicas, a handful of node names that come
and go, and keys that are sometimes exactly a virtual node's label ("n1#0"), so they hash onto a point.
Large: 100 nodes x 100 replicas, then mostly lookups, so a linear scan per lookup is O(n * 10^4)."""


def generate(n, rng):
    small = n <= 100
    replicas = rng.randint(1, 3) if small else 100
    names = [f"n{i}" for i in range(rng.randint(1, 4))] if small else [f"cache-{i}" for i in range(120)]
    calls = [["ConsistentHashRing", replicas]]
    if not small:
        for name in names[:100]:
            calls.append(["add_node", name])
    changes = 0
    while len(calls) <= n:
        r = rng.random()
        if r < (0.35 if small else 0.002) and changes < 1500:
            changes += 1
            calls.append([rng.choice(["add_node", "add_node", "remove_node"]), rng.choice(names)])
        elif rng.random() < 0.5:
            calls.append(["get_node", f"{rng.choice(names)}#{rng.randrange(replicas)}"])
        else:
            calls.append(["get_node", f"key-{rng.randrange(10**6)}"])
    return calls
