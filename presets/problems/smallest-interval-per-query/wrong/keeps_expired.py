import heapq


def min_interval(intervals, queries):
    intervals = sorted(intervals)
    order = sorted(range(len(queries)), key=queries.__getitem__)
    answer = [-1] * len(queries)
    heap = []  # (length, right end) of the intervals with l <= current query
    i = 0
    for qi in order:
        q = queries[qi]
        while i < len(intervals) and intervals[i][0] <= q:
            l, r = intervals[i]
            heapq.heappush(heap, (r - l + 1, r))
            i += 1
        if heap:  # the top may have ended before q
            answer[qi] = heap[0][0]
    return answer
