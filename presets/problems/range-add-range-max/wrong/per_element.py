def range_add_max(n, ops):
    a = [0] * n
    out = []
    for op in ops:
        if op[0] == 0:
            for i in range(op[1], op[2] + 1):
                a[i] += op[3]
        else:
            out.append(max(a[op[1]:op[2] + 1]))
    return out
