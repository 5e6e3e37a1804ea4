def word_pattern_match(pattern, s):
    owner, taken = {}, set()
    j = 0
    for i, c in enumerate(pattern):
        if c in owner:
            w = owner[c]
            if not s.startswith(w, j):
                return False
            j += len(w)
            continue
        for end in range(j + 1, len(s) + 1):  # the first (shortest) free string, kept for good
            w = s[j:end]
            if w not in taken:
                owner[c] = w
                taken.add(w)
                j = end
                break
        else:
            return False
        if i == len(pattern) - 1 and j != len(s):
            owner[c] = s[j - len(owner[c]):]  # stretch the last new letter to the end
            j = len(s)
    return j == len(s)
