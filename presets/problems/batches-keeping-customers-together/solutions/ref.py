def batch_sizes(owners):
    last = {}
    for i, o in enumerate(owners):
        last[o] = i
    out = []
    start = end = 0
    for i, o in enumerate(owners):
        if last[o] > end:
            end = last[o]  # the batch must reach this customer's last parcel
        if i == end:
            out.append(end - start + 1)
            start = i + 1
            end = i + 1
    return out
