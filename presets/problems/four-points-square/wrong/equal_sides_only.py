def is_square(p1, p2, p3, p4):
    pts = [p1, p2, p3, p4]
    d = sorted((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2
               for i, a in enumerate(pts) for b in pts[i + 1:])
    return d[0] > 0 and d[0] == d[1] == d[2] == d[3]  # a rhombus has four equal sides too
