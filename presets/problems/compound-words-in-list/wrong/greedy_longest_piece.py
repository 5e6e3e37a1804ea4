def compound_words(words):
    vocab = set(words)
    out = []
    for w in words:
        i, pieces = 0, 0
        while i < len(w):
            for end in range(len(w), i, -1):  # longest listed piece first, never undone
                if w[i:end] in vocab and w[i:end] != w:
                    i, pieces = end, pieces + 1
                    break
            else:
                break
        if i == len(w) and pieces >= 2:
            out.append(w)
    return out
