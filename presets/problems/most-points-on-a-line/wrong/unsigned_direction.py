from math import gcd


def max_points(points):
    n = len(points)
    best = min(n, 2)
    for i in range(n):
        count = {}
        for j in range(i + 1, n):
            dx = points[j][0] - points[i][0]
            dy = points[j][1] - points[i][1]
            g = gcd(dx, dy)
            key = (dx // g, dy // g)  # (1, 2) and (-1, -2) stay different
            count[key] = count.get(key, 0) + 1
            best = max(best, count[key] + 1)
    return best
