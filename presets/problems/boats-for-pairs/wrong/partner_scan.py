def num_boats(weights, limit):
    w = sorted(weights, reverse=True)
    used = [False] * len(w)
    boats = 0
    for i in range(len(w)):
        if used[i]:
            continue
        used[i] = True
        boats += 1
        for j in range(i + 1, len(w)):  # heaviest partner that still fits
            if not used[j] and w[i] + w[j] <= limit:
                used[j] = True
                break
    return boats
