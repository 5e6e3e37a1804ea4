"""A binary tree with n distinct values in level order (null for missing children), and two distinct
values p, q from it. Small trees attach each new node under a random free slot. Large trees are a
random left/right spine n/2 deep with the other nodes hanging off it as leaves, and p, q lie deep
down, so repeated subtree scans become quadratic."""


def generate(n, rng):
    n = max(n, 2)
    left, right = [-1] * n, [-1] * n
    if n <= 100:
        free = [(0, 0), (0, 1)]
        for v in range(1, n):
            parent, side = free.pop(rng.randrange(len(free)))
            (left if side == 0 else right)[parent] = v
            free += [(v, 0), (v, 1)]
        picks = rng.sample(range(n), 2)
    else:
        s = n // 2
        for i in range(s - 1):
            (left if rng.random() < 0.5 else right)[i] = i + 1
        free = [(i, 0 if left[i] == -1 else 1) for i in range(s - 1)] + [(s - 1, 0), (s - 1, 1)]
        slots = rng.sample(free, n - s)
        low = max(0, s - 1000)
        deep = list(range(low, s))
        for v, (parent, side) in zip(range(s, n), slots):
            (left if side == 0 else right)[parent] = v
            if parent >= low:
                deep.append(v)
        picks = rng.sample(deep, 2)
    span = 20 if n <= 40 else 10**9  # small trees reuse a tiny range so values are readable
    values = rng.sample(range(-span, span + 1), n)
    order, out, k = [0], [], 0
    while k < len(order):
        node = order[k]
        k += 1
        if node == -1:
            out.append(None)
            continue
        out.append(values[node])
        order += [left[node], right[node]]
    while out[-1] is None:
        out.pop()
    return [out, values[picks[0]], values[picks[1]]]
