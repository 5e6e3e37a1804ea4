def next_taller(heights):
    n = len(heights)
    out = [-1] * n
    stack = []
    for i in range(2 * n):
        h = heights[i % n]
        while stack and heights[stack[-1]] <= h:  # equal is not taller
            j = stack.pop()
            if j != i % n:
                out[j] = h
        if i < n:
            stack.append(i)
    return out
