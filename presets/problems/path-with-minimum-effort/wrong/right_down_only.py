def minimum_effort_path(heights):
    # wrong: the best path may need to step up or left
    rows, cols = len(heights), len(heights[0])
    best = [[0] * cols for _ in range(rows)]
    for r in range(rows):
        for c in range(cols):
            if r == 0 and c == 0:
                continue
            options = []
            if r > 0:
                options.append(max(best[r - 1][c], abs(heights[r][c] - heights[r - 1][c])))
            if c > 0:
                options.append(max(best[r][c - 1], abs(heights[r][c] - heights[r][c - 1])))
            best[r][c] = min(options)
    return best[-1][-1]
