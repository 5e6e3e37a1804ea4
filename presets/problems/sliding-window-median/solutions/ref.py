import heapq


def median_sliding_window(nums, k):
    small, large = [], []  # max-heap (negated) of the lower half, min-heap of the upper half
    delayed = {}           # value -> copies removed from the window but still inside a heap
    live = [0, 0]          # live sizes of small and large; small holds the extra one

    def prune(heap, sign):
        while heap and delayed.get(sign * heap[0], 0):
            delayed[sign * heap[0]] -= 1
            heapq.heappop(heap)

    def balance():
        if live[0] > live[1] + 1:
            heapq.heappush(large, -heapq.heappop(small))
            live[0] -= 1
            live[1] += 1
            prune(small, -1)
        elif live[0] < live[1]:
            heapq.heappush(small, -heapq.heappop(large))
            live[0] += 1
            live[1] -= 1
            prune(large, 1)

    def insert(x):
        if not small or x <= -small[0]:
            heapq.heappush(small, -x)
            live[0] += 1
        else:
            heapq.heappush(large, x)
            live[1] += 1
        balance()

    def erase(x):
        delayed[x] = delayed.get(x, 0) + 1
        if x <= -small[0]:
            live[0] -= 1
            if x == -small[0]:
                prune(small, -1)
        else:
            live[1] -= 1
            if x == large[0]:
                prune(large, 1)
        balance()

    def median():
        return float(-small[0]) if k % 2 else (-small[0] + large[0]) / 2

    for x in nums[:k]:
        insert(x)
    out = [median()]
    for i in range(k, len(nums)):
        insert(nums[i])
        erase(nums[i - k])
        out.append(median())
    return out
