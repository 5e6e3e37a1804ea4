"""A binary tree of n nodes: random shape with values -3..3 on small tests (ties everywhere);
on large tests a long random spine of about n/2 nodes with the rest hung on it (deep), values
drifting upwards along the spine with noise, so many nodes are unbeaten."""


def build_shape(n, rng, spine):
    left, right = [-1] * n, [-1] * n
    if not spine:
        free = [(0, 0), (0, 1)]
        for v in range(1, n):
            parent, side = free.pop(rng.randrange(len(free)))
            (left if side == 0 else right)[parent] = v
            free += [(v, 0), (v, 1)]
        return left, right
    s = max(1, n // 2)
    for i in range(s - 1):
        (left if rng.random() < 0.5 else right)[i] = i + 1
    free = [(i, 0 if left[i] == -1 else 1) for i in range(s - 1)] + [(s - 1, 0), (s - 1, 1)]
    for v, (parent, side) in zip(range(s, n), rng.sample(free, n - s)):
        (left if side == 0 else right)[parent] = v
    return left, right


def level_order(values, left, right):
    order, out, k = [0], [], 0
    while k < len(order):
        node = order[k]
        k += 1
        if node == -1:
            out.append(None)
            continue
        out.append(values[node])
        order += [left[node], right[node]]
    while out and out[-1] is None:
        out.pop()
    return out


def generate(n, rng):
    n = max(n, 1)
    if n <= 16:
        left, right = build_shape(n, rng, spine=False)
        return [level_order([rng.randint(-3, 3) for _ in range(n)], left, right)]
    left, right = build_shape(n, rng, spine=True)
    s = max(1, n // 2)
    values = [max(-(10**4), min(10**4, -(10**4) + (2 * 10**4 * i) // s + rng.randint(-50, 50))) for i in range(s)]
    values += [rng.randint(-(10**4), 10**4) for _ in range(n - s)]
    return [level_order(values, left, right)]


def valid(args):
    """The statement's preconditions: 1..10^5 values in ±10^4."""
    (level,) = args
    if type(level) is not list or not level or level[0] is None:
        return False
    vals = [x for x in level if x is not None]
    return len(vals) <= 10**5 and all(type(x) is int and -(10**4) <= x <= 10**4 for x in vals)
