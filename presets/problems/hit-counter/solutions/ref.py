from collections import deque


class HitCounter:
    WINDOW = 300

    def __init__(self):
        self.buckets = deque()  # [second, hits], oldest first
        self.total = 0

    def _expire(self, timestamp):
        while self.buckets and self.buckets[0][0] <= timestamp - self.WINDOW:
            self.total -= self.buckets.popleft()[1]

    def hit(self, timestamp: int) -> None:
        self._expire(timestamp)
        if self.buckets and self.buckets[-1][0] == timestamp:
            self.buckets[-1][1] += 1
        else:
            self.buckets.append([timestamp, 1])
        self.total += 1

    def get_hits(self, timestamp: int) -> int:
        self._expire(timestamp)
        return self.total
