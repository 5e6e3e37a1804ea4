def fewest_switches(lamps, k):
    dark = lamps[:k].count("0")
    best = dark
    for i in range(k, len(lamps)):
        if lamps[i] == "0":  # enters on the right
            dark += 1
        if lamps[i - k] == "0":  # leaves on the left
            dark -= 1
        if dark < best:
            best = dark
    return best
