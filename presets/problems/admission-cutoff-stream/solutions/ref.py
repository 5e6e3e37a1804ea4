import heapq


class Cutoff:
    def __init__(self, k, scores):
        self.k = k
        self.top = list(scores)  # min-heap of the k largest scores
        heapq.heapify(self.top)
        while len(self.top) > k:
            heapq.heappop(self.top)

    def add(self, score):
        heapq.heappush(self.top, score)
        if len(self.top) > self.k:
            heapq.heappop(self.top)
        return self.top[0]
