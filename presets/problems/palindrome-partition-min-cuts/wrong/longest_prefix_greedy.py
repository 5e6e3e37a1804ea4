def min_cut(s):
    cuts = -1
    i = 0
    n = len(s)
    while i < n:
        for j in range(n, i, -1):
            piece = s[i:j]
            if piece == piece[::-1]:
                break
        cuts += 1
        i = j
    return cuts
