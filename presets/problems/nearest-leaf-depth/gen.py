"""A binary tree of n nodes: small ones random (often with one-child nodes near the root); large ones
a deep spine with leaves hung off it, sometimes pushed deep so the nearest leaf is far down."""


def build_shape(n, rng, spine):
    left, right = [-1] * n, [-1] * n
    if n == 0:
        return left, right
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
    start = rng.choice([0, s // 3, s - 1])
    free = [(i, 0 if left[i] == -1 else 1) for i in range(start, s - 1)] + [(s - 1, 0), (s - 1, 1)]
    for v, (parent, side) in zip(range(s, n), rng.sample(free, min(len(free), n - s))):
        (left if side == 0 else right)[parent] = v
    return left, right


def level_order(values, left, right):
    if not values:
        return []
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
    left, right = build_shape(n, rng, spine=n > 100)
    # a spine with few free slots leaves some nodes unattached: level_order keeps only the reachable ones
    values = [rng.randint(-1000, 1000) for _ in range(n)]
    return [level_order(values, left, right)]


def valid(args):
    """The statement's preconditions: a tree of 0..10^5 values within ±1000."""
    level = args[0]
    if type(level) is not list or (level and level[0] is None):
        return False
    vals = [x for x in level if x is not None]
    return len(vals) <= 10**5 and all(type(x) is int and -1000 <= x <= 1000 for x in vals)
