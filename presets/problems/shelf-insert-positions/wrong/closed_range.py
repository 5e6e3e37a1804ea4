def insert_positions(shelf, books):
    out = []
    for x in books:
        lo, hi = 0, max(len(shelf) - 1, 0)  # the position n is never considered
        while lo < hi:
            mid = (lo + hi) // 2
            if shelf[mid] < x:
                lo = mid + 1
            else:
                hi = mid
        out.append(lo)
    return out
