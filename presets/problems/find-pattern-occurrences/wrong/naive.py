def find_pattern(text, pattern):
    n, m = len(text), len(pattern)
    out = []
    for i in range(n - m + 1):
        j = 0
        while j < m and text[i + j] == pattern[j]:
            j += 1
        if j == m:
            out.append(i)
    return out
