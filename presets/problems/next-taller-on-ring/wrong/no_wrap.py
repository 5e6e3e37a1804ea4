def next_taller(heights):
    n = len(heights)
    out = [-1] * n
    stack = []
    for i in range(n):  # one pass: towers before i are never seen again
        while stack and heights[stack[-1]] < heights[i]:
            out[stack.pop()] = heights[i]
        stack.append(i)
    return out
