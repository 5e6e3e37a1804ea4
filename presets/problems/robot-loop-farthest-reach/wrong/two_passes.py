def farthest_reach(moves):
    dx, dy = (0, 1, 0, -1), (1, 0, -1, 0)  # north, east, south, west
    x = y = d = 0
    best = 0
    for p in range(2):  # a quarter turn needs 4 passes
        for m in moves:
            if m == "G":
                x += dx[d]
                y += dy[d]
                best = max(best, x * x + y * y)
            elif m == "R":
                d = (d + 1) % 4
            else:
                d = (d + 3) % 4
        if p == 0 and d == 0 and (x or y):
            return -1  # same heading, shifted: drifts away
    return best
