import heapq


def common_free_slots(schedules):
    # k-way merge of the people's sorted lists by start
    heap = [(person[0][0], p, 0) for p, person in enumerate(schedules)]
    heapq.heapify(heap)
    out = []
    reach = None  # largest end seen so far
    while heap:
        start, p, i = heapq.heappop(heap)
        end = schedules[p][i][1]
        if reach is not None and start > reach:
            out.append([reach, start])
        if reach is None or end > reach:
            reach = end
        if i + 1 < len(schedules[p]):
            heapq.heappush(heap, (schedules[p][i + 1][0], p, i + 1))
    return out
