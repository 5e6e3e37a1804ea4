def longest_even_vowels(s):
    first = {0: -1}
    parity = 0
    best = 0
    for j, ch in enumerate(s):
        if ch in "aeiou":
            parity ^= 1  # one bit for all vowels together
        if parity in first:
            best = max(best, j - first[parity])
        else:
            first[parity] = j
    return best
