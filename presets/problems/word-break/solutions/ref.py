def word_break(s, word_dict):
    words = set(word_dict)
    lengths = sorted({len(w) for w in words})
    ok = [False] * (len(s) + 1)  # ok[i]: s[:i] splits into dictionary words
    ok[0] = True
    for i in range(1, len(s) + 1):
        for L in lengths:
            if L > i:
                break
            if ok[i - L] and s[i - L : i] in words:
                ok[i] = True
                break
    return ok[len(s)]
