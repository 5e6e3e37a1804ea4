BIT = {"a": 1, "e": 2, "i": 4, "o": 8, "u": 16}


def longest_even_vowels(s):
    n = len(s)
    best = 0
    for i in range(n):  # every start: O(n^2)
        mask = 0
        for j in range(i, n):
            mask ^= BIT.get(s[j], 0)
            if mask == 0:
                best = max(best, j - i + 1)
    return best
