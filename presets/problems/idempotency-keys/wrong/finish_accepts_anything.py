class IdempotencyStore:
    """finish stores a result for any key, even one never begun, expired or already finished."""

    PROCEED, IN_PROGRESS, REPLAY = 0, 1, 2

    def __init__(self, ttl: int):
        self.ttl = ttl
        self.records = {}

    def _live(self, key, now):
        rec = self.records.get(key)
        if rec is not None and rec[2] <= now:
            del self.records[key]
            return None
        return rec

    def begin(self, key: str, now: int) -> int:
        rec = self._live(key, now)
        if rec is None:
            self.records[key] = ["running", -1, now + self.ttl]
            return self.PROCEED
        return self.IN_PROGRESS if rec[0] == "running" else self.REPLAY

    def finish(self, key: str, result: int, now: int) -> bool:
        self.records[key] = ["done", result, now + self.ttl]
        return True

    def abort(self, key: str, now: int) -> bool:
        rec = self._live(key, now)
        if rec is None or rec[0] != "running":
            return False
        del self.records[key]
        return True

    def result(self, key: str, now: int) -> int:
        rec = self._live(key, now)
        return rec[1] if rec is not None and rec[0] == "done" else -1
