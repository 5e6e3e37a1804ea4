from math import gcd


def max_points(points):
    n = len(points)
    best = min(n, 2)
    for i in range(n):
        x0, y0 = points[i]
        count = {}
        for j in range(i + 1, n):  # a line is counted at its first point
            dx = points[j][0] - x0
            dy = points[j][1] - y0
            g = gcd(dx, dy)
            dx //= g
            dy //= g
            if dx < 0 or (dx == 0 and dy < 0):  # one canonical sign per direction
                dx, dy = -dx, -dy
            key = (dx, dy)
            count[key] = count.get(key, 0) + 1
            best = max(best, count[key] + 1)
    return best
