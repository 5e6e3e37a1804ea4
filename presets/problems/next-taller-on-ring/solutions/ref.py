def next_taller(heights):
    n = len(heights)
    out = [-1] * n
    stack = []  # indices still waiting, heights non-increasing
    for i in range(2 * n):
        h = heights[i % n]
        while stack and heights[stack[-1]] < h:
            out[stack.pop()] = h
        if i < n:
            stack.append(i)
    return out
