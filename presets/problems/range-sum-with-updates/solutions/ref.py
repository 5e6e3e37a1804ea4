def range_sums(nums, ops):
    n = len(nums)
    vals = list(nums)
    tree = [0] * (n + 1)
    for i, v in enumerate(vals, 1):
        tree[i] += v
        j = i + (i & -i)
        if j <= n:
            tree[j] += tree[i]

    def prefix(i):
        s = 0
        while i > 0:
            s += tree[i]
            i -= i & -i
        return s

    out = []
    for op in ops:
        if op[0] == 0:
            i, v = op[1], op[2]
            d = v - vals[i]
            vals[i] = v
            i += 1
            while i <= n:
                tree[i] += d
                i += i & -i
        else:
            out.append(prefix(op[2] + 1) - prefix(op[1]))
    return out
