def furthest_building(heights, bricks, ladders):
    climbs = []
    for i in range(len(heights) - 1):
        d = heights[i + 1] - heights[i]
        if d > 0:
            climbs.append(d)
            by_size = sorted(climbs)
            paid = by_size[: max(0, len(by_size) - ladders)]
            if sum(paid) > bricks:
                return i
    return len(heights) - 1
