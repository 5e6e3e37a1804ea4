def k_closest(points, k):
    return [list(p) for p in sorted(points, key=lambda p: (abs(p[0]) + abs(p[1]), p[0], p[1]))[:k]]
