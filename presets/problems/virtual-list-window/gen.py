"""n items with heights 1..h and n viewport queries. Scroll positions land on item edges (and one
pixel either side), past the end, and at 0, so the edge rules show on small inputs."""


def generate(n, rng):
    small = n <= 100
    heights = [rng.randint(1, 6 if small else 500) for _ in range(n)]
    total = sum(heights)
    edges = [0]
    for h in heights:
        edges.append(edges[-1] + h)
    queries = []
    for _ in range(max(1, n)):
        r = rng.random()
        if r < 0.5:
            scroll = rng.choice(edges) + rng.choice([-1, 0, 0, 1])
        elif r < 0.9:
            scroll = rng.randint(0, total + 2)
        else:
            scroll = total + rng.randint(0, 3)
        scroll = max(0, scroll)
        viewport = rng.choice([1, 2, 5, 10]) if small else rng.randint(200, 2000)
        overscan = rng.randint(0, 3)
        queries.append([scroll, viewport, overscan])
    return [heights, queries]


def valid(args):
    heights, queries = args
    if not (type(heights) is list and len(heights) <= 10**5 and all(type(h) is int and 1 <= h <= 10**4 for h in heights)):
        return False
    if not (type(queries) is list and 1 <= len(queries) <= 10**5):
        return False
    return all(
        type(q) is list and len(q) == 3 and all(type(x) is int for x in q)
        and 0 <= q[0] <= 10**9 and 1 <= q[1] <= 10**6 and 0 <= q[2] <= 100
        for q in queries
    )
