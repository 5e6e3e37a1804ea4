import heapq


def furthest_building(heights, bricks, ladders):
    ladder_climbs = []  # min-heap of the climbs currently covered by ladders
    for i in range(len(heights) - 1):
        d = heights[i + 1] - heights[i]
        if d <= 0:
            continue
        heapq.heappush(ladder_climbs, d)
        if len(ladder_climbs) > ladders:
            bricks -= heapq.heappop(ladder_climbs)  # the smallest climb is paid with bricks
            if bricks < 0:
                return i
    return len(heights) - 1
