def compound_words(words):
    vocab = set(words)
    out = []
    for w in words:
        n = len(w)
        ok = [False] * (n + 1)
        ok[0] = True
        for j in range(1, n + 1):
            ok[j] = any(ok[i] and w[i:j] in vocab for i in range(j))  # w itself is a piece
        if ok[n]:
            out.append(w)
    return out
