def max_disjoint_product(words):
    masks = []
    for w in words:
        m = 0
        for c in w:
            m |= 1 << (ord(c) - 97)
        masks.append(m)
    best = 0
    for i in range(len(words)):
        for j in range(i + 1, len(words)):
            if masks[i] | masks[j] == 0:  # should be &
                best = max(best, len(words[i]) * len(words[j]))
    return best
