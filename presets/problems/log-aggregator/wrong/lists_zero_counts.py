from collections import defaultdict, deque


class LogAggregator:
    def __init__(self, window_sec):
        self.window = window_sec
        self.lines = deque()
        self.counts = defaultdict(int)

    def _expire(self, timestamp):
        while self.lines and self.lines[0][0] <= timestamp - self.window:
            self.counts[self.lines.popleft()[1]] -= 1

    def record(self, timestamp, endpoint):
        self._expire(timestamp)
        self.lines.append((timestamp, endpoint))
        self.counts[endpoint] += 1

    def count(self, endpoint, timestamp):
        self._expire(timestamp)
        return self.counts.get(endpoint, 0)

    def top_k(self, k, timestamp):
        self._expire(timestamp)
        return sorted(self.counts, key=lambda e: (-self.counts[e], e))[:k]
