def find_pattern(text, pattern):
    # Compares the pattern from its last character at every start: O(n·m) in general, O(n) when
    # every mismatch is at the pattern's end.
    n, m = len(text), len(pattern)
    out = []
    for i in range(n - m + 1):
        j = m - 1
        while j >= 0 and text[i + j] == pattern[j]:
            j -= 1
        if j < 0:
            out.append(i)
    return out
