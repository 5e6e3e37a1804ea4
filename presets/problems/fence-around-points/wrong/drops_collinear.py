def outer_trees(points):
    pts = sorted(map(tuple, points))

    def cross(o, a, b):
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    def chain(seq):
        hull = []
        for p in seq:
            # pop only on a strict right turn: collinear points on an edge stay
            while len(hull) >= 2 and cross(hull[-2], hull[-1], p) <= 0:  # collinear points are popped too
                hull.pop()
            hull.append(p)
        return hull

    fence = set(chain(pts)) | set(chain(reversed(pts)))  # the chains share their endpoints
    return [list(p) for p in fence]
