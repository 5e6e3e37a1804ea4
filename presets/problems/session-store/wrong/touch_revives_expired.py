class SessionStore:
    """touch() checks only that the id was ever created, so it revives an expired session."""

    def __init__(self, ttl):
        self.ttl = ttl
        self.expiry = {}

    def _active(self, sid, now):
        return self.expiry.get(sid, now) > now

    def create(self, session_id, now):
        if self._active(session_id, now):
            return False
        self.expiry[session_id] = now + self.ttl
        return True

    def touch(self, session_id, now):
        if session_id not in self.expiry:
            return False
        self.expiry[session_id] = now + self.ttl
        return True

    def logout(self, session_id, now):
        if not self._active(session_id, now):
            return False
        del self.expiry[session_id]
        return True

    def is_active(self, session_id, now):
        return self._active(session_id, now)

    def count_active(self, now):
        return sum(1 for at in self.expiry.values() if at > now)
