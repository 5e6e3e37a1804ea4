def max_takings(takings):
    n = len(takings)
    if n == 1:
        return takings[0]

    def line(lo, hi):  # best for the stalls lo..hi-1 in a straight line
        take, skip = 0, 0
        for i in range(lo, hi):
            take, skip = skip + takings[i], max(take, skip)
        return max(take, skip)

    return max(line(0, n - 1), line(1, n))
