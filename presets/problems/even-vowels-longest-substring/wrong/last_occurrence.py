BIT = {"a": 1, "e": 2, "i": 4, "o": 8, "u": 16}


def longest_even_vowels(s):
    seen = {0: -1}
    mask = 0
    best = 0
    for j, ch in enumerate(s):
        mask ^= BIT.get(ch, 0)
        if mask in seen:
            best = max(best, j - seen[mask])
        seen[mask] = j  # overwritten every time: the latest position, not the first
    return best
