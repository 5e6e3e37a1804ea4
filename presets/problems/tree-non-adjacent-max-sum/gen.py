"""A binary tree of n nodes, height at most 500. Small trees: a random shape with values 0..9 (so
that choosing per subtree beats choosing by level). Large trees: nodes hung on random free slots
(height about 40), the shape on which re-evaluating grandchildren blows up, values 0..10^4."""


def build_shape(n, rng, chainy):
    """Children arrays of a random binary tree with n nodes (node 0 is the root). chainy: each new
    node prefers the free slots of the most recently added nodes (deeper, thinner trees)."""
    left, right = [-1] * n, [-1] * n
    if n == 0:
        return left, right
    free = [(0, 0), (0, 1)]
    for v in range(1, n):
        k = len(free) - 1 - rng.randrange(min(3, len(free))) if chainy else rng.randrange(len(free))
        parent, side = free.pop(k)
        (left if side == 0 else right)[parent] = v
        free += [(v, 0), (v, 1)]
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


def _height(level):
    """Height (nodes on the longest root path) of a level-order list, or None when malformed."""
    if not level:
        return 0
    if level[0] is None:
        return None
    depth = [1]  # depths of the nodes whose children come next, in order
    k, i, best = 0, 1, 1
    while i < len(level):
        if k >= len(depth):
            return None
        d = depth[k]
        k += 1
        for _ in range(2):
            if i < len(level):
                if level[i] is not None:
                    depth.append(d + 1)
                    best = max(best, d + 1)
                i += 1
    return best


def generate(n, rng):
    chainy = n <= 16 and rng.random() < 0.4
    left, right = build_shape(n, rng, chainy)
    hi = 9 if n <= 16 else 10**4
    values = [rng.randint(0, hi) for _ in range(n)]
    return [level_order(values, left, right)]


def valid(args):
    """The statement's preconditions: at most 10^5 values in 0..10^4, height at most 500."""
    (level,) = args
    if type(level) is not list:
        return False
    vals = [x for x in level if x is not None]
    if len(vals) > 10**5 or not all(type(x) is int and 0 <= x <= 10**4 for x in vals):
        return False
    h = _height(level)
    return h is not None and h <= 500
