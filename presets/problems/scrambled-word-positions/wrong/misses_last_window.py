def scrambled_positions(text, word):
    n, m = len(text), len(word)
    if m > n:
        return []
    need = [0] * 26
    have = [0] * 26
    for c in word:
        need[ord(c) - 97] += 1
    for c in text[:m]:
        have[ord(c) - 97] += 1
    out = [0] if have == need else []
    for i in range(m, n - 1):  # the last window is never built
        have[ord(text[i]) - 97] += 1
        have[ord(text[i - m]) - 97] -= 1
        if have == need:
            out.append(i - m + 1)
    return out
