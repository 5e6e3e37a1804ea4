def range_add_max(n, ops):
    size = 1
    while size < n:
        size *= 2
    NEG = float("-inf")
    # mx[x] = max of x's segment including x's own pending add; leaves past n are -inf.
    mx = [0] * (2 * size)
    add = [0] * (2 * size)
    for i in range(n, size):
        mx[size + i] = NEG
    for x in range(size - 1, 0, -1):
        mx[x] = max(mx[2 * x], mx[2 * x + 1])

    def update(x, lo, hi, l, r, v):
        if r < lo or hi < l:
            return
        if l <= lo and hi <= r:
            mx[x] += v
            add[x] += v
            return
        mid = (lo + hi) // 2
        update(2 * x, lo, mid, l, r, v)
        update(2 * x + 1, mid + 1, hi, l, r, v)
        mx[x] = max(mx[2 * x], mx[2 * x + 1]) + add[x]

    def query(x, lo, hi, l, r):
        if r < lo or hi < l:
            return NEG
        if l <= lo and hi <= r:
            return mx[x]
        mid = (lo + hi) // 2
        return max(query(2 * x, lo, mid, l, r), query(2 * x + 1, mid + 1, hi, l, r)) + add[x]

    out = []
    for op in ops:
        if op[0] == 0:
            update(1, 0, size - 1, op[1], op[2], op[3])
        else:
            out.append(query(1, 0, size - 1, op[1], op[2]))
    return out
