def character_replacement(s, k):
    n = len(s)
    best = 0
    for i in range(n):
        counts = [0] * 26
        top = 0
        for j in range(i, n):
            c = ord(s[j]) - 65
            counts[c] += 1
            top = max(top, counts[c])
            if j - i + 1 - top > k:
                break
            best = max(best, j - i + 1)
    return best
