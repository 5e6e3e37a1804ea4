def count_free_days(days, meetings):
    busy = set()
    for s, e in meetings:
        for d in range(s, e + 1):  # one entry per covered day
            busy.add(d)
    return days - len(busy)
