import heapq


def last_stone_weight(stones):
    heap = [-s for s in stones]
    heapq.heapify(heap)
    while len(heap) > 1:
        heapq.heappop(heap)
        heapq.heappop(heap)
    return -heap[0] if heap else 0
