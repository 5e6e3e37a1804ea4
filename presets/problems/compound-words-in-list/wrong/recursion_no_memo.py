def compound_words(words):
    vocab = set(words)

    def can(w, start, pieces):
        if start == len(w):
            return pieces >= 2
        for end in range(start + 1, len(w) + 1):  # no memo: the same suffix is retried again and again
            if w[start:end] in vocab and can(w, end, pieces + 1):
                return True
        return False

    return [w for w in words if can(w, 0, 0)]
