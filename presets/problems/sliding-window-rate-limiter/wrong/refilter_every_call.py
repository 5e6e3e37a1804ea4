class SlidingWindowLimiter:
    def __init__(self, limit, window_ms):
        self.limit = limit
        self.window = window_ms
        self.logs = {}

    def allow(self, key, now_ms):
        log = [t for t in self.logs.get(key, []) if t > now_ms - self.window]
        self.logs[key] = log
        if len(log) < self.limit:
            log.append(now_ms)
            return True
        return False
