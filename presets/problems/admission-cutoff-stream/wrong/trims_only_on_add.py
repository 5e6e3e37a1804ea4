import heapq


class Cutoff:
    def __init__(self, k, scores):
        self.k = k
        self.top = list(scores)
        heapq.heapify(self.top)  # may hold more than k scores

    def add(self, score):
        heapq.heappush(self.top, score)
        if len(self.top) > self.k:
            heapq.heappop(self.top)  # trims one at a time only
        return self.top[0]
