def longest_word(words):
    have = set(words)
    best = ""
    for w in words:
        if len(w) == 1 or w[:-1] in have:
            if len(w) > len(best) or (len(w) == len(best) and w < best):
                best = w
    return best
