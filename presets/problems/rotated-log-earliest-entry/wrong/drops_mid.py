def earliest_stamp(stamps):
    lo, hi = 0, len(stamps) - 1
    while lo < hi:
        mid = (lo + hi) // 2
        if stamps[mid] > stamps[hi]:
            lo = mid + 1
        else:
            hi = mid - 1  # mid itself may be the minimum
    return stamps[lo]
