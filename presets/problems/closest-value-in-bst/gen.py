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
    """A BST of n distinct values (random shape when small, a deep spine when large) and a target;
    small values are even so odd targets often tie."""
    n = max(n, 1)
    left, right = build_shape(n, rng, spine=n > 100)
    order, stack, node = [], [], 0
    while stack or node != -1:  # iterative in-order walk
        while node != -1:
            stack.append(node)
            node = left[node]
        node = stack.pop()
        order.append(node)
        node = right[node]
    if n <= 12:
        vals = sorted(2 * v for v in rng.sample(range(-10, 11), n))
        target = rng.randint(-22, 22)
    else:
        vals = sorted(rng.sample(range(-(10**9), 10**9 + 1), n))
        target = rng.randint(-(10**9), 10**9)
    values = [0] * n
    for v, i in zip(vals, order):
        values[i] = v
    return [level_order(values, left, right), target]


def valid(args):
    """The statement's preconditions: a non-empty BST of distinct values within ±10^9 and such a target."""
    level, target = args
    return bool(level) and is_tree(level, -(10**9), 10**9, 10**5) and type(target) is int and -(10**9) <= target <= 10**9
