def tape_length(words):
    uniq = list(set(words))
    total = 0
    for w in uniq:
        # n checks per word
        if not any(o != w and o.endswith(w) for o in uniq):
            total += len(w) + 1
    return total
