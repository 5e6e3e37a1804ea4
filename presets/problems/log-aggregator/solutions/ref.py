import heapq
from collections import deque


class LogAggregator:
    def __init__(self, window_sec: int):
        self.window = window_sec
        self.lines = deque()  # (timestamp, endpoint), oldest first
        self.counts = {}  # endpoint -> lines in the window (never 0)

    def _expire(self, timestamp):
        while self.lines and self.lines[0][0] <= timestamp - self.window:
            _, endpoint = self.lines.popleft()
            self.counts[endpoint] -= 1
            if not self.counts[endpoint]:
                del self.counts[endpoint]

    def record(self, timestamp: int, endpoint: str) -> None:
        self._expire(timestamp)
        self.lines.append((timestamp, endpoint))
        self.counts[endpoint] = self.counts.get(endpoint, 0) + 1

    def count(self, endpoint: str, timestamp: int) -> int:
        self._expire(timestamp)
        return self.counts.get(endpoint, 0)

    def top_k(self, k: int, timestamp: int) -> list:
        self._expire(timestamp)
        best = heapq.nsmallest(k, self.counts.items(), key=lambda e: (-e[1], e[0]))
        return [endpoint for endpoint, _ in best]
