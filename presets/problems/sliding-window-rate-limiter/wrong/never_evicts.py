from collections import defaultdict


class SlidingWindowLimiter:
    def __init__(self, limit, window_ms):
        self.limit = limit
        self.window = window_ms
        self.accepted = defaultdict(int)

    def allow(self, key, now_ms):
        if self.accepted[key] < self.limit:
            self.accepted[key] += 1
            return True
        return False
