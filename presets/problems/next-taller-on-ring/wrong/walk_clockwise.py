def next_taller(heights):
    n = len(heights)
    out = [-1] * n
    for i in range(n):
        for step in range(1, n):  # up to a whole lap per tower
            h = heights[(i + step) % n]
            if h > heights[i]:
                out[i] = h
                break
    return out
