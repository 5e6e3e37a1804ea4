def distinct_bundles(stickers):
    s = sorted(stickers)
    out = []
    for mask in range(1 << len(s)):  # one bundle per subset of positions
        out.append([s[i] for i in range(len(s)) if mask >> i & 1])
    return out
