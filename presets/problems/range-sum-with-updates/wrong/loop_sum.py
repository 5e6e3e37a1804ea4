def range_sums(nums, ops):
    vals = list(nums)
    out = []
    for op in ops:
        if op[0] == 0:
            vals[op[1]] = op[2]
        else:
            s = 0
            for i in range(op[1], op[2] + 1):
                s += vals[i]
            out.append(s)
    return out
