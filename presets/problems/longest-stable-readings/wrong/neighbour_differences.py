def longest_stable(readings, tolerance):
    best = run = 1
    for i in range(1, len(readings)):
        if abs(readings[i] - readings[i - 1]) <= tolerance:  # drift is never noticed
            run += 1
        else:
            run = 1
        best = max(best, run)
    return best
