from bisect import bisect_right


class TimeMap:
    def __init__(self):
        self.times = {}  # key -> write times, increasing
        self.values = {}  # key -> values, aligned with times

    def set(self, key: str, value: str, timestamp: int) -> None:
        self.times.setdefault(key, []).append(timestamp)
        self.values.setdefault(key, []).append(value)

    def get(self, key: str, timestamp: int) -> str:
        times = self.times.get(key)
        if not times:
            return ""
        i = bisect_right(times, timestamp) - 1
        return self.values[key][i] if i >= 0 else ""
