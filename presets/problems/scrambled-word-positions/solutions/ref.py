def scrambled_positions(text, word):
    n, m = len(text), len(word)
    if m > n:
        return []
    diff = [0] * 26  # count in window minus count in word
    for c in word:
        diff[ord(c) - 97] -= 1
    for c in text[:m]:
        diff[ord(c) - 97] += 1
    off = sum(1 for d in diff if d != 0)  # letters whose counts differ
    out = [0] if off == 0 else []
    for i in range(m, n):
        for c, step in ((ord(text[i]) - 97, 1), (ord(text[i - m]) - 97, -1)):
            if diff[c] == 0:
                off += 1
            diff[c] += step
            if diff[c] == 0:
                off -= 1
        if off == 0:
            out.append(i - m + 1)
    return out
