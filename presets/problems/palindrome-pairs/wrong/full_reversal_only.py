def palindrome_pairs(words):
    index = {w: i for i, w in enumerate(words)}
    out = []
    for i, w in enumerate(words):
        j = index.get(w[::-1])  # only exact reversals, missing uneven splits
        if j is not None and j != i:
            out.append([i, j])
    return out
