def is_interleave(a, b, c):
    n, m = len(a), len(b)
    if n + m != len(c):
        return False
    # ok[j]: the first i letters of a and j of b interleave into the first i + j of c (row i)
    ok = [False] * (m + 1)
    for i in range(n + 1):
        for j in range(m + 1):
            if i == 0 and j == 0:
                ok[j] = True
                continue
            k = i + j - 1
            from_a = i > 0 and ok[j] and a[i - 1] == c[k]
            from_b = j > 0 and ok[j - 1] and b[j - 1] == c[k]
            ok[j] = from_a or from_b
    return ok[m]
