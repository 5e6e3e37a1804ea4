def fewest_squares(area):
    def go(a, limit):  # no memo: every combination is tried again
        if a == 0:
            return 0
        best = a
        s = 1
        while s * s <= a and s <= limit:
            best = min(best, 1 + go(a - s * s, s))
            s += 1
        return best

    return go(area, area)
