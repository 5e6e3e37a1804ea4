def scrambled_positions(text, word):
    m = len(word)
    letters = set(word)
    out = []
    for i in range(len(text) - m + 1):
        if set(text[i:i + m]) == letters:  # ignores how often each letter occurs
            out.append(i)
    return out
