def remove_covered_intervals(intervals):
    # left end ascending; for equal left ends the longer interval first, so it covers the rest
    order = sorted(intervals, key=lambda iv: (iv[0], -iv[1]))
    remaining = 0
    reach = -1  # largest right end so far
    for l, r in order:
        if r > reach:
            remaining += 1
            reach = r
    return remaining
