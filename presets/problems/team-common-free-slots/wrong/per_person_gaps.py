def common_free_slots(schedules):
    def gaps(person):
        return [[b, c] for (a, b), (c, d) in zip(person, person[1:]) if c > b]

    # only times inside everyone's own span count as free: wrong
    common = gaps(schedules[0])
    for person in schedules[1:]:
        g = gaps(person)
        out, i, j = [], 0, 0
        while i < len(common) and j < len(g):
            lo, hi = max(common[i][0], g[j][0]), min(common[i][1], g[j][1])
            if lo < hi:
                out.append([lo, hi])
            if common[i][1] < g[j][1]:
                i += 1
            else:
                j += 1
        common = out
    return common
