class TimeMap:
    def __init__(self):
        self.versions = {}

    def set(self, key, value, timestamp):
        self.versions.setdefault(key, []).append((timestamp, value))

    def get(self, key, timestamp):
        for t, value in reversed(self.versions.get(key, [])):
            if t <= timestamp:
                return value
        return ""
