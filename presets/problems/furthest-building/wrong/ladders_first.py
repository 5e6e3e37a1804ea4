def furthest_building(heights, bricks, ladders):
    for i in range(len(heights) - 1):
        d = heights[i + 1] - heights[i]
        if d <= 0:
            continue
        if ladders > 0:
            ladders -= 1
        elif bricks >= d:
            bricks -= d
        else:
            return i
    return len(heights) - 1
