def max_area(heights):
    n = len(heights)
    best = 0
    for i in range(n):
        for j in range(i + 1, n):
            best = max(best, (j - i) * min(heights[i], heights[j]))
    return best
