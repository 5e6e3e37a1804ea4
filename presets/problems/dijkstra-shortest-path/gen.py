"""A directed graph with n nodes and 2n edges as stdin text. A random tree hanging from s makes most
nodes reachable; about 5% of the nodes (a few in small tests) are never entered from the reachable
part, so their answer is -1. Small tests use weights 0..9 (ties, zero-weight edges); large ones use
weights up to 10^9, so distances pass 2^31."""


def generate(n, rng):
    n = max(n, 1)
    s = rng.randint(1, n)
    wmax = 9 if n <= 100 else 10**9
    others = [v for v in range(1, n + 1) if v != s]
    rng.shuffle(others)
    unreachable = len(others) // 20 if n > 20 else rng.randint(0, min(2, len(others)))
    reach, islands = [s] + others[unreachable:], others[:unreachable]
    edges = [(reach[rng.randrange(i)], reach[i], rng.randint(0, wmax)) for i in range(1, len(reach))]
    while len(edges) < 2 * n:
        r = rng.random()
        if islands and r < 0.05:
            u, v = rng.choice(islands), rng.choice(islands)
        elif islands and r < 0.08:
            u, v = rng.choice(islands), rng.choice(reach)  # leaves an island: islands stay unreachable
        else:
            u, v = rng.choice(reach), rng.choice(reach)
        edges.append((u, v, rng.randint(0, wmax)))
    rng.shuffle(edges)
    lines = [f"{n} {len(edges)} {s}"] + [f"{u} {v} {w}" for u, v, w in edges]
    return "\n".join(lines) + "\n"
