def character_replacement(s, k):
    n = len(s)
    best = 0
    i = 0
    while i < n:
        j = i
        while j < n and s[j] == s[i]:
            j += 1
        best = max(best, min(n, j - i + k))
        i = j
    return best
