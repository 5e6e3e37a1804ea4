def earliest_harvest(ripe, m, k):
    if m * k > len(ripe):
        return -1
    lo, hi = min(ripe), max(ripe)
    while lo < hi:
        mid = (lo + hi) // 2
        if sum(1 for r in ripe if r <= mid) // k >= m:  # any k ripe trees, adjacent or not
            hi = mid
        else:
            lo = mid + 1
    return lo
