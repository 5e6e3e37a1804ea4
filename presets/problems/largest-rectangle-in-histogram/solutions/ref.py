def largest_rectangle_area(heights):
    stack = []  # indices, heights increasing
    best = 0
    for i, h in enumerate(heights + [0]):  # the 0 sentinel settles every bar left on the stack
        while stack and heights[stack[-1]] >= h:
            top = heights[stack.pop()]
            width = i - stack[-1] - 1 if stack else i
            best = max(best, top * width)
        stack.append(i)
    return best
