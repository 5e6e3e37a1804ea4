def count_free_days(days, meetings):
    # overlapping days are counted once per meeting
    return max(0, days - sum(e - s + 1 for s, e in meetings))
