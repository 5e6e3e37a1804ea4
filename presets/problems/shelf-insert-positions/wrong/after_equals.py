def insert_positions(shelf, books):
    out = []
    for x in books:
        lo, hi = 0, len(shelf)
        while lo < hi:
            mid = (lo + hi) // 2
            if shelf[mid] <= x:  # upper bound: lands after the equal numbers
                lo = mid + 1
            else:
                hi = mid
        out.append(lo)
    return out
