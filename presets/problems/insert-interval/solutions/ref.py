def insert_interval(intervals, new_interval):
    start, end = new_interval
    out = []
    i, n = 0, len(intervals)
    while i < n and intervals[i][1] < start:  # entirely to the left
        out.append(intervals[i])
        i += 1
    while i < n and intervals[i][0] <= end:  # overlaps or touches: absorb
        start = min(start, intervals[i][0])
        end = max(end, intervals[i][1])
        i += 1
    out.append([start, end])
    out.extend(intervals[i:])
    return out
