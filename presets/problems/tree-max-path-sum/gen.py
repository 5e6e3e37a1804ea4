def build_shape(n, rng, spine):
    """Children arrays of a binary tree with n nodes (node 0 is the root). spine: a long random
    left/right path of about n/2 nodes with the rest hung off it; else each node takes a random free slot."""
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
    free = [(i, 0 if left[i] == -1 else 1) for i in range(s - 1)] + [(s - 1, 0), (s - 1, 1)]
    for v, (parent, side) in zip(range(s, n), rng.sample(free, n - s)):
        (left if side == 0 else right)[parent] = v
    return left, right


def level_order(values, left, right):
    """LeetCode level-order list of the tree (values[i] for node i), trailing nulls dropped."""
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


def is_tree(level, lo, hi, limit):
    """True when `level` is a level-order tree list of at most `limit` nodes with values in [lo, hi]."""
    if type(level) is not list or (level and level[0] is None):
        return False
    vals = [x for x in level if x is not None]
    return len(vals) <= limit and all(type(x) is int and lo <= x <= hi for x in vals)


def generate(n, rng):
    """A tree of n nodes (random when small, a deep spine when large). Small trees are often all
    negative; values are drawn from a narrow range so cancellations happen."""
    n = max(n, 1)
    left, right = build_shape(n, rng, spine=n > 100)
    if n <= 100:
        lo, hi = (-9, -1) if rng.random() < 0.3 else (-9, 9)
    else:
        lo, hi = -1000, 1000
    values = [rng.randint(lo, hi) for _ in range(n)]
    return [level_order(values, left, right)]


def valid(args):
    """The statement's preconditions: a non-empty tree of at most 10^5 values within ±1000."""
    return bool(args[0]) and is_tree(args[0], -1000, 1000, 10**5)
