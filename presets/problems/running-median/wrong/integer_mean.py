import heapq


class RunningMedian:
    def __init__(self):
        self.low = []
        self.high = []

    def add(self, num):
        heapq.heappush(self.high, -heapq.heappushpop(self.low, -num))
        if len(self.high) > len(self.low):
            heapq.heappush(self.low, -heapq.heappop(self.high))

    def median(self):
        if len(self.low) > len(self.high):
            return float(-self.low[0])
        return float((-self.low[0] + self.high[0]) // 2)
