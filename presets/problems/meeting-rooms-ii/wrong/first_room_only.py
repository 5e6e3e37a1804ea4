def min_meeting_rooms(intervals):
    # wrong: only compares with the most recently opened room, not the one that frees first
    rooms_end = []
    for s, e in sorted(intervals):
        if rooms_end and rooms_end[-1] <= s:
            rooms_end[-1] = e
        else:
            rooms_end.append(e)
    return len(rooms_end)
