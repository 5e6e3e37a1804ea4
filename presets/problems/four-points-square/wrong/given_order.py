def is_square(p1, p2, p3, p4):
    def d(a, b):
        return (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2
    # treats p1-p2-p3-p4 as the way round the square
    side = d(p1, p2)
    return side > 0 and d(p2, p3) == side and d(p3, p4) == side and d(p4, p1) == side and d(p1, p3) == 2 * side
