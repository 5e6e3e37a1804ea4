class TTLCache:
    def __init__(self):
        self.entries = {}

    def set(self, key, value, ttl_ms, now_ms):
        self.entries[key] = (value, now_ms + ttl_ms)

    def get(self, key, now_ms):
        entry = self.entries.get(key)
        return entry[0] if entry and now_ms < entry[1] else -1

    def remove(self, key, now_ms):
        entry = self.entries.pop(key, None)
        return entry is not None and now_ms < entry[1]

    def count(self, now_ms):
        return sum(1 for _, at in self.entries.values() if now_ms < at)
