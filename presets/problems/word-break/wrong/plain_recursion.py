def word_break(s, word_dict):
    words = set(word_dict)

    def can(i):  # no memo: the same suffix is retried exponentially often
        if i == len(s):
            return True
        return any(s[i:j] in words and can(j) for j in range(i + 1, min(len(s), i + 20) + 1))

    return can(0)
