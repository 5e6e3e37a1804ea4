"""A BST of n distinct values: a random shape (a deep spine with leaves on large tests) filled with
sorted values in in-order, so every shape is a valid BST. The range has bounds that are tree values
half of the time and falls anywhere (also below or above every value)."""


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
    left, right = build_shape(n, rng, spine=n > 100)
    span = 3 * n + 5 if n <= 16 else 10**9
    sorted_vals = sorted(rng.sample(range(span + 1), n))
    values = [0] * n
    for rank, node in enumerate(in_order(left, right)):
        values[node] = sorted_vals[rank]
    if n and rng.random() < 0.5:
        a, b = rng.choice(sorted_vals), rng.choice(sorted_vals)
    else:
        a, b = rng.randint(0, span), rng.randint(0, span)
    return [level_order(values, left, right), min(a, b), max(a, b)]


def valid(args):
    """The statement's preconditions: a BST of 0..10^5 distinct values in 0..10^9, 0 <= low <= high <= 10^9."""
    level, low, high = args
    if type(level) is not list or (level and level[0] is None):
        return False
    vals = [x for x in level if x is not None]
    if len(vals) > 10**5 or not all(type(x) is int and 0 <= x <= 10**9 for x in vals):
        return False
    # rebuild and check the in-order sequence is increasing
    nodes = [[x, None, None] if x is not None else None for x in level]
    kids, q = iter(nodes[1:]), [nodes[0]] if nodes else []
    k = 0
    while k < len(q):
        cur = q[k]
        k += 1
        for side in (1, 2):
            nxt = next(kids, None)
            if nxt is not None:
                cur[side] = nxt
                q.append(nxt)
    seq, stack, node = [], [], nodes[0] if nodes else None
    while stack or node is not None:
        while node is not None:
            stack.append(node)
            node = node[1]
        node = stack.pop()
        seq.append(node[0])
        node = node[2]
    return all(a < b for a, b in zip(seq, seq[1:])) and type(low) is int and type(high) is int and 0 <= low <= high <= 10**9
