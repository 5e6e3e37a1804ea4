def min_eating_speed(piles, h):
    lo, hi = 1, max(piles)
    while lo < hi:
        mid = (lo + hi) // 2
        if sum(max(1, p // mid) for p in piles) <= h:
            hi = mid
        else:
            lo = mid + 1
    return lo
