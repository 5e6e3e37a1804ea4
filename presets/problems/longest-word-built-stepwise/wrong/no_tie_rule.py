def longest_word(words):
    have = set(words)
    best = ""
    for w in words:
        if all(w[:i] in have for i in range(1, len(w) + 1)) and len(w) > len(best):
            best = w
    return best
