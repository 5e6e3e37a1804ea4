def two_sum(a, t):
    m = {}
    for j, v in enumerate(a):
        rest = t - v
        if rest in m:
            return [m[rest], j]
        m[v] = j
    return []
