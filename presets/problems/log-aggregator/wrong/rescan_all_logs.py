from collections import Counter


class LogAggregator:
    def __init__(self, window_sec):
        self.window = window_sec
        self.lines = []

    def _window_counts(self, timestamp):
        return Counter(e for t, e in self.lines if t > timestamp - self.window)

    def record(self, timestamp, endpoint):
        self.lines.append((timestamp, endpoint))

    def count(self, endpoint, timestamp):
        return sum(1 for t, e in self.lines if e == endpoint and t > timestamp - self.window)

    def top_k(self, k, timestamp):
        counts = self._window_counts(timestamp)
        return sorted(counts, key=lambda e: (-counts[e], e))[:k]
