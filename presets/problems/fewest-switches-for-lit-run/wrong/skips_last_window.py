def fewest_switches(lamps, k):
    dark = lamps[:k].count("0")
    best = dark
    for i in range(k, len(lamps) - 1):  # one window short
        dark += (lamps[i] == "0") - (lamps[i - k] == "0")
        best = min(best, dark)
    return best
