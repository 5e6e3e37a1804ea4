def distinct_bundles(stickers):
    s = sorted(stickers)
    out, cur = [], []

    def go(start):
        out.append(cur[:])
        for i in range(start, len(s)):
            if i > start and s[i] == s[i - 1]:
                continue  # this number was already tried at this level
            cur.append(s[i])
            go(i + 1)
            cur.pop()

    go(0)
    return out
