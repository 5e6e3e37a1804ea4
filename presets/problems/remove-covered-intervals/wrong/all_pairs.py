def remove_covered_intervals(intervals):
    remaining = 0
    for i, (a, b) in enumerate(intervals):  # O(n^2)
        covered = False
        for j, (c, d) in enumerate(intervals):
            if i != j and c <= a and b <= d:
                covered = True
                break
        if not covered:
            remaining += 1
    return remaining
