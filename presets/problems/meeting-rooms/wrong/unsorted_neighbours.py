def can_attend_meetings(intervals):
    # wrong: compares neighbours in input order, which is not time order
    for (_, prev_end), (start, _) in zip(intervals, intervals[1:]):
        if start < prev_end:
            return False
    return True
