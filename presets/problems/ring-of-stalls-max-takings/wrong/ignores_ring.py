def max_takings(takings):
    take, skip = 0, 0
    for x in takings:  # stall n-1 may open next to stall 0
        take, skip = skip + x, max(take, skip)
    return max(take, skip)
