def earliest_stamp(stamps):
    mid = len(stamps) // 2
    for i in (mid - 1, mid):
        if 0 <= i < len(stamps) - 1 and stamps[i] > stamps[i + 1]:
            return stamps[i + 1]
    return stamps[0]
