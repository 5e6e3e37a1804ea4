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
    """A tree shaped randomly (small) or as a deep spine (large), valued in in-order so it is a BST;
    half of the small ones then get one value changed, usually breaking it."""
    left, right = build_shape(n, rng, spine=n > 100)
    order, stack, node = [], [], 0 if n else -1
    while stack or node != -1:  # iterative in-order walk
        while node != -1:
            stack.append(node)
            node = left[node]
        node = stack.pop()
        order.append(node)
        node = right[node]
    lo, hi = (-4, 6) if n <= 8 else (-(2**31), 2**31 - 1)
    sorted_vals = sorted(rng.sample(range(lo, hi + 1), n))
    values = [0] * n
    for v, i in zip(sorted_vals, order):
        values[i] = v
    if 1 <= n <= 8 and rng.random() < 0.5:
        values[rng.randrange(n)] = rng.randint(lo, hi)
    return [level_order(values, left, right)]


def valid(args):
    """The statement's preconditions: a tree of 0..10^5 32-bit values."""
    return is_tree(args[0], -(2**31), 2**31 - 1, 10**5)
