class LeaseLock:
    def __init__(self, ttl: int):
        self.ttl = ttl
        self.holder = None  # client holding the lease
        self.token = 0  # its fencing token; tokens only grow
        self.expires = 0
        self.highest_written = 0  # what the storage has seen

    def _held(self, now):
        return self.holder is not None and now <= self.expires  # still held at the expiry instant

    def acquire(self, client: str, now: int) -> int:
        if self._held(now):
            if self.holder != client:
                return -1
            self.expires = now + self.ttl  # renewal keeps the token
            return self.token
        self.token += 1
        self.holder = client
        self.expires = now + self.ttl
        return self.token

    def release(self, client: str, token: int, now: int) -> bool:
        if not self._held(now) or self.holder != client or self.token != token:
            return False
        self.holder = None
        return True

    def write(self, token: int, now: int) -> bool:
        if token < self.highest_written:
            return False  # fenced off: a newer holder has written
        self.highest_written = token
        return True
