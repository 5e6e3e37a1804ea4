def common_free_slots(schedules):
    slots = [iv for person in schedules for iv in person]
    ends = sorted({e for _, e in slots})
    starts = sorted({s for s, _ in slots})
    out = []
    import bisect
    for e in ends:
        j = bisect.bisect_right(starts, e)
        if j == len(starts):
            continue
        s = starts[j]
        if all(b <= e or a >= s for a, b in slots):  # scans every slot for each candidate
            out.append([e, s])
    return out
