"""n machines and n operations as stdin text.

Large n (>= 1000) is adversarial: first a chain U 1 2, U 2 3, … over a quarter of the nodes (a
root-to-root link without union by size turns it into one long path), then a mix of random
unions, queries against the chain's far end, random queries and counts.
"""


def random_op(n, rng):
    r = rng.random()
    if r < 0.4:
        return f"U {rng.randint(1, n)} {rng.randint(1, n)}"
    if r < 0.9:
        return f"Q {rng.randint(1, n)} {rng.randint(1, n)}"
    return "C"


def generate(n, rng):
    n = max(n, 1)
    if n < 1000:
        ops = [random_op(n, rng) for _ in range(n)]
        return f"{n} {len(ops)}\n" + "\n".join(ops) + "\n"
    chain = n // 4
    ops = [f"U {i} {i + 1}" for i in range(1, chain)]
    while len(ops) < n:
        r = rng.random()
        if r < 0.5:
            ops.append(f"Q 1 {rng.randint(1, n)}")
        elif r < 0.6:
            ops.append(f"U {rng.randint(1, n)} {rng.randint(1, n)}")
        else:
            ops.append(random_op(n, rng))
    return f"{n} {len(ops)}\n" + "\n".join(ops) + "\n"
