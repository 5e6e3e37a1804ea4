import heapq


class TTLCache:
    def __init__(self):
        self.entries = {}
        self.expiry = []

    def set(self, key, value, ttl_ms, now_ms):
        self.entries[key] = (value, now_ms + ttl_ms)
        heapq.heappush(self.expiry, (now_ms + ttl_ms, key))

    def get(self, key, now_ms):
        entry = self.entries.get(key)
        return entry[0] if entry and now_ms <= entry[1] else -1

    def remove(self, key, now_ms):
        entry = self.entries.pop(key, None)
        return entry is not None and now_ms <= entry[1]

    def count(self, now_ms):
        while self.expiry and self.expiry[0][0] < now_ms:
            at, key = heapq.heappop(self.expiry)
            if key in self.entries and self.entries[key][1] == at:
                del self.entries[key]
        return len(self.entries)
