def min_cut(s):
    n = len(s)
    cut = [0] * (n + 1)
    cut[0] = -1
    for i in range(1, n + 1):
        best = i - 1
        for j in range(i):
            a, b = j, i - 1
            while a < b and s[a] == s[b]:
                a += 1
                b -= 1
            if a >= b and cut[j] + 1 < best:
                best = cut[j] + 1
        cut[i] = best
    return cut[n]
