def can_attend_meetings(intervals):
    ordered = sorted(intervals)
    for (_, prev_end), (start, _) in zip(ordered, ordered[1:]):
        if start < prev_end:  # half-open: starting exactly at prev_end is fine
            return False
    return True
