def insert_positions(shelf, books):
    n = len(shelf)
    out = []
    for x in books:
        lo, hi = 0, n  # answer in [lo, hi]; everything before lo is < x, from hi on >= x
        while lo < hi:
            mid = (lo + hi) // 2
            if shelf[mid] < x:
                lo = mid + 1
            else:
                hi = mid
        out.append(lo)
    return out
