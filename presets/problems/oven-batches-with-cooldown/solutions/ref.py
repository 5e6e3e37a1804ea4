import heapq
from collections import Counter


def min_slots(batches, gap):
    heap = [-c for c in Counter(batches).values()]  # max-heap of remaining counts
    heapq.heapify(heap)
    slots = 0
    while heap:
        taken = []
        for _ in range(gap + 1):  # one round: each kind at most once
            if not heap:
                break
            taken.append(heapq.heappop(heap) + 1)
        for c in taken:
            if c < 0:
                heapq.heappush(heap, c)
        slots += gap + 1 if heap else len(taken)  # the last round needs no idle padding
    return slots
