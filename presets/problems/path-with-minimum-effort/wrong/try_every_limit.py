def minimum_effort_path(heights):
    rows, cols = len(heights), len(heights[0])

    def reachable(limit):
        seen = {(0, 0)}
        stack = [(0, 0)]
        while stack:
            r, c = stack.pop()
            if (r, c) == (rows - 1, cols - 1):
                return True
            for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if 0 <= nr < rows and 0 <= nc < cols and (nr, nc) not in seen:
                    if abs(heights[nr][nc] - heights[r][c]) <= limit:
                        seen.add((nr, nc))
                        stack.append((nr, nc))
        return False

    limit = 0
    while not reachable(limit):  # tries limits 0, 1, 2, … one by one instead of a binary search
        limit += 1
    return limit
