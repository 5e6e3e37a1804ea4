def replace_words(roots, sentence):
    out = []
    for word in sentence.split(" "):
        for r in roots:
            if word.startswith(r):
                word = r
                break
        out.append(word)
    return " ".join(out)
