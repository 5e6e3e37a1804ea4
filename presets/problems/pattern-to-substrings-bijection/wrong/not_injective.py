def word_pattern_match(pattern, s):
    owner = {}  # letter -> its string
    taken = set()  # strings already owned by some letter

    def match(i, j):
        if i == len(pattern):
            return j == len(s)
        if len(s) - j < len(pattern) - i:
            return False  # every remaining letter needs at least one character
        c = pattern[i]
        if c in owner:
            w = owner[c]
            return s.startswith(w, j) and match(i + 1, j + len(w))
        for end in range(j + 1, len(s) + 1):
            w = s[j:end]
            # (no check that another letter already owns w)
            owner[c] = w
            taken.add(w)
            if match(i + 1, end):
                return True
            del owner[c]
            taken.discard(w)
        return False

    return match(0, 0)
