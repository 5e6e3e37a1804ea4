class KeyValueStore:
    """Counts the new value on every set but forgets to uncount the value it overwrites."""

    def __init__(self):
        self.data = {}
        self.holders = {}

    def set(self, key, value):
        old = self.data.get(key, -1)
        self.data[key] = value
        self.holders[value] = self.holders.get(value, 0) + 1
        return old

    def get(self, key):
        return self.data.get(key, -1)

    def remove(self, key):
        if key not in self.data:
            return False
        value = self.data.pop(key)
        self.holders[value] -= 1
        return True

    def count_value(self, value):
        return self.holders.get(value, 0)

    def size(self):
        return len(self.data)
