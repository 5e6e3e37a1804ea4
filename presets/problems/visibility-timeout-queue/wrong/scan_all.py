class MessageQueue:
    """Keeps every message in one dict and scans them all on each call: O(n) per operation."""

    def __init__(self, visibility_timeout, max_receives):
        self.timeout = visibility_timeout
        self.max_receives = max_receives
        self.next_id = 1
        self.msgs = {}  # id -> [receives, deadline or None]
        self.dead = 0

    def _expire(self, now):
        for mid in list(self.msgs):
            r, d = self.msgs[mid]
            if d is not None and d <= now:
                if r >= self.max_receives:
                    del self.msgs[mid]
                    self.dead += 1
                else:
                    self.msgs[mid][1] = None

    def send(self, body, now):
        self._expire(now)
        mid = self.next_id
        self.next_id += 1
        self.msgs[mid] = [0, None]
        return mid

    def receive(self, now):
        self._expire(now)
        ready = [mid for mid, (r, d) in self.msgs.items() if d is None]
        if not ready:
            return -1
        mid = min(ready)
        self.msgs[mid][0] += 1
        self.msgs[mid][1] = now + self.timeout
        return mid

    def ack(self, message_id, now):
        self._expire(now)
        m = self.msgs.get(message_id)
        if not m or m[1] is None:
            return False
        del self.msgs[message_id]
        return True

    def dead_letters(self, now):
        self._expire(now)
        return self.dead
