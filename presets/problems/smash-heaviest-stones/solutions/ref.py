import heapq


def last_stone_weight(stones):
    heap = [-s for s in stones]  # heapq is a min-heap: store negated weights
    heapq.heapify(heap)
    while len(heap) > 1:
        y = -heapq.heappop(heap)
        x = -heapq.heappop(heap)
        if x != y:
            heapq.heappush(heap, -(y - x))
    return -heap[0] if heap else 0
