def range_sums(nums, ops):
    n = len(nums)
    tree = [0] * (n + 1)

    def add(i, d):
        i += 1
        while i <= n:
            tree[i] += d
            i += i & -i

    def prefix(i):
        s = 0
        while i > 0:
            s += tree[i]
            i -= i & -i
        return s

    for i, v in enumerate(nums):
        add(i, v)
    out = []
    for op in ops:
        if op[0] == 0:
            add(op[1], op[2])
        else:
            out.append(prefix(op[2] + 1) - prefix(op[1]))
    return out
