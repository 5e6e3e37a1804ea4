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
        while heap and heap[0][1] < q:  # ended before q, so before every later query too
            heapq.heappop(heap)
        if heap:
            answer[qi] = heap[0][0]
    return answer
