def scrambled_positions(text, word):
    target = sorted(word)
    m = len(word)
    return [i for i in range(len(text) - m + 1) if sorted(text[i:i + m]) == target]  # m log m per window
