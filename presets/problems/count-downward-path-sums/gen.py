"""A binary tree of n nodes and a target. Small trees have a random shape and values in -3..3
with a target in -4..4, so matches (and sibling subtrees with equal prefix sums) are common.
Large trees hang half their nodes on one long random left/right spine, so walking down from every
node costs about n^2 / 8 steps; values there are -4..4 with a small target, so the count is large."""


def build_shape(n, rng, spine):
    """Children arrays of a binary tree with n nodes (node 0 is the root)."""
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


def generate(n, rng):
    left, right = build_shape(n, rng, spine=n > 100)
    if n <= 100 and rng.random() < 0.1:
        span = 10**9
        values = [rng.choice([-span, span, rng.randint(-span, span)]) for _ in range(n)]
        target = rng.choice([0, span, 2 * span, -span])
    else:
        span = 3 if n <= 100 else 4
        values = [rng.randint(-span, span) for _ in range(n)]
        target = rng.randint(-4, 4)
    return [level_order(values, left, right), target]


def valid(args):
    """The statement's preconditions: a tree of at most 10^5 values within ±10^9, |target| <= 10^14."""
    level, target = args
    if type(level) is not list or (level and level[0] is None):
        return False
    vals = [x for x in level if x is not None]
    return (
        len(vals) <= 10**5
        and all(type(x) is int and -(10**9) <= x <= 10**9 for x in vals)
        and type(target) is int
        and -(10**14) <= target <= 10**14
    )
