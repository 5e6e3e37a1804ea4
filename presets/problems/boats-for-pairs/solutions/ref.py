def num_boats(weights, limit):
    w = sorted(weights)
    l, r = 0, len(w) - 1
    boats = 0
    while l <= r:
        if w[l] + w[r] <= limit:  # the heaviest takes the lightest along when possible
            l += 1
        r -= 1
        boats += 1
    return boats
