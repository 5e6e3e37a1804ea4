def num_boats(weights, limit):
    w = sorted(weights)
    i = boats = 0
    while i < len(w):
        if i + 1 < len(w) and w[i] + w[i + 1] <= limit:
            i += 2
        else:
            i += 1
        boats += 1
    return boats
