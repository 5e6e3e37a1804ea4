def max_points(points):
    n = len(points)
    best = min(n, 2)
    for i in range(n):
        for j in range(i + 1, n):  # O(n^2) lines, each checked against all points
            (x1, y1), (x2, y2) = points[i], points[j]
            on = 0
            for x, y in points:
                if (x2 - x1) * (y - y1) == (y2 - y1) * (x - x1):
                    on += 1
            best = max(best, on)
    return best
