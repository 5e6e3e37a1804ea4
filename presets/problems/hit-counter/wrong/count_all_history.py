class HitCounter:
    def __init__(self):
        self.hits = []

    def hit(self, timestamp):
        self.hits.append(timestamp)

    def get_hits(self, timestamp):
        return sum(1 for t in self.hits if t > timestamp - 300)
