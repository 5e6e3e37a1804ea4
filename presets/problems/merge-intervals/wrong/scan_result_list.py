def merge(intervals):
    out = []
    for start, end in intervals:
        kept = []
        for s, e in out:
            if s <= end and start <= e:
                start, end = min(start, s), max(end, e)
            else:
                kept.append([s, e])
        kept.append([start, end])
        out = kept
    return out
