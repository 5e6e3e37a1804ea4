def remove_covered_intervals(intervals):
    order = sorted(intervals, key=lambda iv: iv[0])  # equal left ends keep input order
    remaining = 0
    reach = -1
    for l, r in order:
        if r > reach:
            remaining += 1
            reach = r
    return remaining
