"""Two random binary trees of about n nodes each (sizes differ, and either may be empty on small
tests), values -9..9 on small tests so sums cancel, up to ±10^4 on large ones; height stays far
below 500 (random shapes of at most 2000 nodes)."""


def build_shape(n, rng):
    left, right = [-1] * n, [-1] * n
    if n == 0:
        return left, right
    free = [(0, 0), (0, 1)]
    for v in range(1, n):
        parent, side = free.pop(rng.randrange(len(free)))
        (left if side == 0 else right)[parent] = v
        free += [(v, 0), (v, 1)]
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


def _tree(n, rng, hi):
    left, right = build_shape(n, rng)
    return level_order([rng.randint(-hi, hi) for _ in range(n)], left, right)


def _height(level):
    if not level:
        return 0
    if level[0] is None:
        return None
    depth, k, i, best = [1], 0, 1, 1
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
    hi = 9 if n <= 12 else 10**4
    na = rng.randint(0, n) if n <= 12 else n
    nb = rng.randint(0, n) if n <= 12 else n - rng.randint(0, n // 4)
    return [_tree(na, rng, hi), _tree(nb, rng, hi)]


def valid(args):
    """The statement's preconditions: two trees of at most 2000 values in ±10^4, height <= 500."""
    for level in args:
        if type(level) is not list:
            return False
        vals = [x for x in level if x is not None]
        if len(vals) > 2000 or not all(type(x) is int and -(10**4) <= x <= 10**4 for x in vals):
            return False
        h = _height(level)
        if h is None or h > 500:
            return False
    return True
