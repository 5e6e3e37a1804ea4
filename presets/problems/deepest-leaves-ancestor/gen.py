"""A random binary tree of n nodes (random free slots, height far below 500), values -9..9 on
small tests; ties between equally tall subtrees and single deepest nodes both occur."""


def build_shape(n, rng):
    left, right = [-1] * n, [-1] * n
    free = [(0, 0), (0, 1)]
    for v in range(1, n):
        parent, side = free.pop(rng.randrange(len(free)))
        (left if side == 0 else right)[parent] = v
        free += [(v, 0), (v, 1)]
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


def _height(level):
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
    n = max(n, 1)
    hi = 9 if n <= 16 else 1000
    left, right = build_shape(n, rng)
    return [level_order([rng.randint(-hi, hi) for _ in range(n)], left, right)]


def valid(args):
    """The statement's preconditions: 1..10^4 values in -1000..1000, height at most 500."""
    (level,) = args
    if type(level) is not list or not level or level[0] is None:
        return False
    vals = [x for x in level if x is not None]
    if len(vals) > 10**4 or not all(type(x) is int and -1000 <= x <= 1000 for x in vals):
        return False
    h = _height(level)
    return h is not None and h <= 500
