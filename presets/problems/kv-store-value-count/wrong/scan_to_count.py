class KeyValueStore:
    """count_value walks every key: O(n) per call."""

    def __init__(self):
        self.data = {}

    def set(self, key, value):
        old = self.data.get(key, -1)
        self.data[key] = value
        return old

    def get(self, key):
        return self.data.get(key, -1)

    def remove(self, key):
        return self.data.pop(key, None) is not None

    def count_value(self, value):
        return sum(1 for v in self.data.values() if v == value)

    def size(self):
        return len(self.data)
