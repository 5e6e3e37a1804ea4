from collections import OrderedDict


class SessionStore:
    """Treats a session as still alive at the very second it expires (>= instead of >)."""

    def __init__(self, ttl: int):
        self.ttl = ttl
        self.expiry = OrderedDict()  # session id -> expiry time, oldest first

    def _expire(self, now):
        while self.expiry:
            sid, at = next(iter(self.expiry.items()))
            if at >= now:
                break
            self.expiry.popitem(last=False)

    def create(self, session_id: str, now: int) -> bool:
        self._expire(now)
        if session_id in self.expiry:
            return False
        self.expiry[session_id] = now + self.ttl
        return True

    def touch(self, session_id: str, now: int) -> bool:
        self._expire(now)
        if session_id not in self.expiry:
            return False
        self.expiry[session_id] = now + self.ttl
        self.expiry.move_to_end(session_id)
        return True

    def logout(self, session_id: str, now: int) -> bool:
        self._expire(now)
        return self.expiry.pop(session_id, None) is not None

    def is_active(self, session_id: str, now: int) -> bool:
        self._expire(now)
        return session_id in self.expiry

    def count_active(self, now: int) -> int:
        self._expire(now)
        return len(self.expiry)
