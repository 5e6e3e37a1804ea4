BIT = {"a": 1, "e": 2, "i": 4, "o": 8, "u": 16}


def longest_even_vowels(s):
    first = [-2] * 32
    first[0] = -1  # the empty prefix
    mask = 0
    best = 0
    for j, ch in enumerate(s):
        mask ^= BIT.get(ch, 0)
        if first[mask] == -2:
            first[mask] = j
        else:
            best = max(best, j - first[mask])
    return best
