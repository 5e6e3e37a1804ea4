from collections import deque


class SlidingWindowLimiter:
    def __init__(self, limit: int, window_ms: int):
        self.limit = limit
        self.window = window_ms
        self.logs = {}  # key -> deque of accepted times, oldest first

    def allow(self, key: str, now_ms: int) -> bool:
        log = self.logs.get(key)
        if log is None:
            log = self.logs[key] = deque()
        while log and log[0] <= now_ms - self.window:
            log.popleft()
        if len(log) < self.limit:
            log.append(now_ms)
            return True
        return False
