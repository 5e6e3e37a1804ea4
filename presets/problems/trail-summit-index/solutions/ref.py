def summit_index(heights):
    lo, hi = 0, len(heights) - 1  # the summit is always within [lo, hi]
    while lo < hi:
        mid = (lo + hi) // 2
        if heights[mid] < heights[mid + 1]:
            lo = mid + 1  # still climbing
        else:
            hi = mid  # descending, or at the summit
    return lo
