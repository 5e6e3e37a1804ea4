def largest_rectangle_area(heights):
    n = len(heights)
    best = 0
    for i, h in enumerate(heights):
        l = i
        while l > 0 and heights[l - 1] >= h:
            l -= 1
        r = i
        while r + 1 < n and heights[r + 1] >= h:
            r += 1
        best = max(best, h * (r - l + 1))
    return best
