def backspace_compare(s, t):
    def next_kept(x, i):
        """Index of the next surviving character at or before i, or -1."""
        skip = 0
        while i >= 0:
            if x[i] == "#":
                skip += 1
            elif skip:
                skip -= 1
            else:
                return i
            i -= 1
        return -1

    i, j = len(s) - 1, len(t) - 1
    while True:
        i, j = next_kept(s, i), next_kept(t, j)
        if i < 0 or j < 0:
            return i < 0 and j < 0
        if s[i] != t[j]:
            return False
        i -= 1
        j -= 1
