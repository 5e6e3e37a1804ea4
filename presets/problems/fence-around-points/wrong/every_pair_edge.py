def outer_trees(points):
    n = len(points)
    if n <= 2:
        return [list(p) for p in points]
    on_fence = set()
    for i in range(n):  # every pair is a candidate edge, checked against every point: O(n^3)
        for j in range(i + 1, n):
            (x1, y1), (x2, y2) = points[i], points[j]
            left = right = False
            between = []
            for x, y in points:
                c = (x2 - x1) * (y - y1) - (y2 - y1) * (x - x1)
                if c > 0:
                    left = True
                elif c < 0:
                    right = True
                else:
                    between.append((x, y))
            if not (left and right):
                on_fence.update(between)
    return [list(p) for p in on_fence]
