def fewest_switches(lamps, k):
    longest = run = 0
    for c in lamps:  # the longest run of lit lamps, then extend it
        run = run + 1 if c == "1" else 0
        longest = max(longest, run)
    return max(0, k - longest)
