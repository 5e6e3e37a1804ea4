"""A BST of n distinct values on a random shape (a deep spine with leaves on large tests), filled
in in-order, then two values swapped: neighbours in in-order a third of the time, otherwise any
two nodes."""


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
    free = [(i, 0 if left[i] == -1 else 1) for i in range(s - 1)] + [(s - 1, 0), (s - 1, 1)]
    for v, (parent, side) in zip(range(s, n), rng.sample(free, n - s)):
        (left if side == 0 else right)[parent] = v
    return left, right


def in_order(left, right):
    out, stack, node = [], [], 0 if left else -1
    while stack or node != -1:
        while node != -1:
            stack.append(node)
            node = left[node]
        node = stack.pop()
        out.append(node)
        node = right[node]
    return out


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
    n = max(2, n)
    left, right = build_shape(n, rng, spine=n > 100)
    span = 3 * n if n <= 16 else 10**9
    vals = sorted(rng.sample(range(-span, span + 1), n))
    order = in_order(left, right)
    values = [0] * n
    for rank, node in enumerate(order):
        values[node] = vals[rank]
    if rng.random() < 1 / 3:
        i = rng.randrange(n - 1)
        a, b = order[i], order[i + 1]
    else:
        a, b = rng.sample(range(n), 2)
    values[a], values[b] = values[b], values[a]
    return [level_order(values, left, right)]
