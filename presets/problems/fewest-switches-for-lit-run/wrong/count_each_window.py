def fewest_switches(lamps, k):
    best = k
    for start in range(len(lamps) - k + 1):
        dark = 0
        for i in range(start, start + k):  # k steps per window
            if lamps[i] == "0":
                dark += 1
        best = min(best, dark)
    return best
