def min_cut(s):
    n = len(s)
    cut = list(range(-1, n))  # cut[i + 1] = fewest cuts for s[:i + 1]; cut[0] = -1
    for c in range(n):
        for l, r in ((c, c), (c, c + 1)):
            while l >= 0 and r < n and s[l] == s[r]:
                if cut[l] + 1 < cut[r + 1]:
                    cut[r + 1] = cut[l] + 1
                l -= 1
                r += 1
    return cut[n]
