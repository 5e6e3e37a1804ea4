def earliest_stamp(stamps):
    lo, hi = 0, len(stamps) - 1
    while lo < hi:
        mid = (lo + hi) // 2
        if stamps[mid] > stamps[hi]:
            lo = mid + 1  # the break is to the right of mid
        else:
            hi = mid
    return stamps[lo]
