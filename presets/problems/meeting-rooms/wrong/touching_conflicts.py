def can_attend_meetings(intervals):
    ordered = sorted(intervals)
    for (_, prev_end), (start, _) in zip(ordered, ordered[1:]):
        if start <= prev_end:  # wrong: back-to-back meetings do not overlap
            return False
    return True
