def min_interval(intervals, queries):
    answer = []
    for q in queries:  # every interval for every query
        best = -1
        for l, r in intervals:
            if l <= q <= r and (best < 0 or r - l + 1 < best):
                best = r - l + 1
        answer.append(best)
    return answer
