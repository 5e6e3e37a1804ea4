class KeyValueStore:
    """A dict for the data plus a second dict counting how many keys hold each value, updated on
    every write, so count_value never scans."""

    def __init__(self):
        self.data = {}
        self.holders = {}  # value -> number of keys holding it

    def _drop(self, value):
        left = self.holders[value] - 1
        if left:
            self.holders[value] = left
        else:
            del self.holders[value]

    def set(self, key: str, value: int) -> int:
        old = self.data.get(key, -1)
        if old != -1:
            self._drop(old)
        self.data[key] = value
        self.holders[value] = self.holders.get(value, 0) + 1
        return old

    def get(self, key: str) -> int:
        return self.data.get(key, -1)

    def remove(self, key: str) -> bool:
        if key not in self.data:
            return False
        self._drop(self.data.pop(key))
        return True

    def count_value(self, value: int) -> int:
        return self.holders.get(value, 0)

    def size(self) -> int:
        return len(self.data)
