import heapq


class Cutoff:
    def __init__(self, k, scores):
        self.k = k
        self.top = []
        for s in scores:
            self.add(s)

    def add(self, score):
        heapq.heappush(self.top, -score)  # max-heap: evicts the largest score
        if len(self.top) > self.k:
            heapq.heappop(self.top)
        return -self.top[0]
