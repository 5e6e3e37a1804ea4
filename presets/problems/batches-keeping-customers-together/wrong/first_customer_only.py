def batch_sizes(owners):
    last = {}
    for i, o in enumerate(owners):
        last[o] = i
    out = []
    start = 0
    while start < len(owners):
        end = last[owners[start]]  # only the batch's first customer is considered
        out.append(end - start + 1)
        start = end + 1
    return out
