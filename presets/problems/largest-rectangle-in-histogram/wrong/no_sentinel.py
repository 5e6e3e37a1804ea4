def largest_rectangle_area(heights):
    stack = []
    best = 0
    for i, h in enumerate(heights):
        while stack and heights[stack[-1]] >= h:
            top = heights[stack.pop()]
            width = i - stack[-1] - 1 if stack else i
            best = max(best, top * width)
        stack.append(i)
    return best
