def max_disjoint_product(words):
    longest = {}  # letter mask -> longest word length with exactly those letters
    for w in words:
        mask = 0
        for c in w:
            mask |= 1 << (ord(c) - 97)
        if len(w) > longest.get(mask, 0):
            longest[mask] = len(w)
    items = list(longest.items())
    best = 0
    for i in range(len(items)):
        m1, l1 = items[i]
        for j in range(i + 1, len(items)):
            m2, l2 = items[j]
            if m1 & m2 == 0 and l1 * l2 > best:
                best = l1 * l2
    return best
