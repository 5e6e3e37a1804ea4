"""A binary tree of n nodes. Small trees: random shapes (gaps inside levels are common). Large
trees: a random left/right spine of about n/2 nodes with small random subtrees (height at most 16)
hung on it, so the tree is deep while every width stays below 2^18 — positions that are not
re-based each level grow to tens of thousands of bits."""


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
    left, right = [-1] * n, [-1] * n
    depth = [0] * n
    if n == 0:
        return [[]]
    if n <= 16:
        free = [(0, 0), (0, 1)]
        for v in range(1, n):
            parent, side = free.pop(rng.randrange(len(free)))
            (left if side == 0 else right)[parent] = v
            free += [(v, 0), (v, 1)]
    else:
        s = max(1, n // 2)
        for i in range(s - 1):
            (left if rng.random() < 0.5 else right)[i] = i + 1
        free = [(i, 1 if left[i] != -1 else 0) for i in range(s - 1)]
        rng.shuffle(free)
        free = free[: max(1, s // 50)]  # hang subtrees on a few spine nodes
        base = {}  # spine node a subtree hangs on -> its depth budget
        for v in range(s, n):
            while True:
                parent, side = free[rng.randrange(len(free))]
                kids = left if side == 0 else right
                if kids[parent] == -1 and (parent < s or depth[parent] < 16):
                    break
            kids[parent] = v
            depth[v] = depth[parent] + 1 if parent >= s else 1
            free += [(v, 0), (v, 1)]
    values = [rng.randint(-100, 100) for _ in range(n)]
    return [level_order(values, left, right)]


def _width(level):
    """Reference width of a level-order list (positions re-based per level)."""
    if not level:
        return 0
    row, i, best = [0], 1, 1
    while row and i < len(level):
        nxt = []
        for pos in row:
            for child in (2 * pos, 2 * pos + 1):
                if i < len(level):
                    if level[i] is not None:
                        nxt.append(child)
                    i += 1
        if nxt:
            best = max(best, nxt[-1] - nxt[0] + 1)
            nxt = [p - nxt[0] for p in nxt]
        row = nxt
    return best


def valid(args):
    """The statement's preconditions: at most 10^5 values in -100..100 and a width below 2^31."""
    (level,) = args
    if type(level) is not list or (level and level[0] is None):
        return False
    vals = [x for x in level if x is not None]
    if len(vals) > 10**5 or not all(type(x) is int and -100 <= x <= 100 for x in vals):
        return False
    return _width(level) < 2**31
