class Cutoff:
    def __init__(self, k, scores):
        self.k = k
        self.all = list(scores)

    def add(self, score):
        self.all.append(score)
        return sorted(self.all, reverse=True)[self.k - 1]  # O(n log n) every call
