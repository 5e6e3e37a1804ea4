import heapq


class TTLCache:
    def __init__(self):
        self.entries = {}  # key -> (value, expires_at)
        self.expiry = []  # min-heap of (expires_at, key); may hold stale entries

    def _live(self, key, now_ms):
        entry = self.entries.get(key)
        return entry is not None and now_ms < entry[1]

    def set(self, key: int, value: int, ttl_ms: int, now_ms: int) -> None:
        self.entries[key] = (value, now_ms + ttl_ms)
        heapq.heappush(self.expiry, (now_ms + ttl_ms, key))

    def get(self, key: int, now_ms: int) -> int:
        return self.entries[key][0] if self._live(key, now_ms) else -1

    def remove(self, key: int, now_ms: int) -> bool:
        live = self._live(key, now_ms)
        self.entries.pop(key, None)
        return live

    def count(self, now_ms: int) -> int:
        while self.expiry and self.expiry[0][0] <= now_ms:
            expires_at, key = heapq.heappop(self.expiry)
            entry = self.entries.get(key)
            if entry is not None and entry[1] == expires_at:
                del self.entries[key]
        return len(self.entries)
