"""Level-order trees of n nodes. Large ones are two long chains hanging off a small root, so the
tree is deep (O(n^2) height recomputation shows) and the longest path still crosses the root."""


def generate(n, rng):
    if n == 0:
        return [[]]
    if n < 1000:
        vals = [rng.randint(-100, 100) for _ in range(n)]
        # Random shape: each slot after the root is a node or a null, ending when n nodes are placed.
        out, placed, open_slots = [vals[0]], 1, 2
        while placed < n:
            if rng.random() < 0.7 or open_slots == 1:
                out.append(vals[placed])
                placed += 1
                open_slots += 1
            else:
                out.append(None)
                open_slots -= 1
        return [out]
    # Root with a left chain going left and a right chain going right: level order is
    # [r, a1, b1, a2, null, null, b2, a3, null, null, b3, ...].
    k = (n - 1) // 2
    out = [0, 1, 1]
    for _ in range(k - 1):
        out += [1, None, None, 1]
    return [out]
