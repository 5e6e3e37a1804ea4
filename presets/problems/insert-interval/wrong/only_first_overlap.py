def insert_interval(intervals, new_interval):
    start, end = new_interval
    out = []
    placed = False
    for s, e in intervals:
        if placed or e < start:
            out.append([s, e])
        elif s > end:
            out.append([start, end])
            out.append([s, e])
            placed = True
        else:  # merges with one overlapping interval, then stops looking
            out.append([min(s, start), max(e, end)])
            placed = True
    if not placed:
        out.append([start, end])
    return out
