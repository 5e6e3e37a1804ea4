def distinct_bundles(stickers):
    s = sorted(stickers)
    out, cur = [], []

    def go(start):
        out.append(cur[:])
        for i in range(start, len(s)):
            if i > 0 and s[i] == s[i - 1]:  # i > 0, not i > start
                continue
            cur.append(s[i])
            go(i + 1)
            cur.pop()

    go(0)
    return out
