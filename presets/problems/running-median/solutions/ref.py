import heapq


class RunningMedian:
    def __init__(self):
        self.low = []   # max-heap of the lower half, as negated values; may hold one extra
        self.high = []  # min-heap of the upper half

    def add(self, num):
        # Through the lower half first, so its largest value moves up: keeps low <= high.
        heapq.heappush(self.high, -heapq.heappushpop(self.low, -num))
        if len(self.high) > len(self.low):
            heapq.heappush(self.low, -heapq.heappop(self.high))

    def median(self):
        if len(self.low) > len(self.high):
            return float(-self.low[0])
        return (-self.low[0] + self.high[0]) / 2
