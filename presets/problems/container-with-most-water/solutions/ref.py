def max_area(heights):
    l, r = 0, len(heights) - 1
    best = 0
    while l < r:
        best = max(best, (r - l) * min(heights[l], heights[r]))
        # The shorter board cannot do better with anything nearer: drop it.
        if heights[l] < heights[r]:
            l += 1
        else:
            r -= 1
    return best
