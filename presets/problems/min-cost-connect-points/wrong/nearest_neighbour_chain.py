def min_cost_connect_points(points):
    n = len(points)
    used = [False] * n
    used[0] = True
    cur = 0
    total = 0
    for _ in range(n - 1):
        best, nxt = None, -1
        for i in range(n):
            if not used[i]:
                d = abs(points[i][0] - points[cur][0]) + abs(points[i][1] - points[cur][1])
                if best is None or d < best:
                    best, nxt = d, i
        used[nxt] = True
        total += best
        cur = nxt
    return total
