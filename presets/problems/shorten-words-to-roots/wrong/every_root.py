def replace_words(roots, sentence):
    out = []
    for word in sentence.split(" "):
        best = word
        for r in roots:
            if word.startswith(r) and len(r) < len(best):
                best = r
        out.append(best)
    return " ".join(out)
