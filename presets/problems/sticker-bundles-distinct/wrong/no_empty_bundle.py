def distinct_bundles(stickers):
    s = sorted(stickers)
    out, cur = [], []

    def go(start):
        for i in range(start, len(s)):
            if i > start and s[i] == s[i - 1]:
                continue
            cur.append(s[i])
            out.append(cur[:])  # recorded only after a sticker is added
            go(i + 1)
            cur.pop()

    go(0)
    return out
