class TxStore:
    """Copies the whole store on begin and counts values by scanning: O(n) per begin and count."""

    def __init__(self):
        self.data = {}
        self.snapshots = []

    def set(self, key, value):
        self.data[key] = value

    def get(self, key):
        return self.data.get(key, -1)

    def remove(self, key):
        return self.data.pop(key, None) is not None

    def count(self, value):
        return sum(1 for v in self.data.values() if v == value)

    def begin(self):
        self.snapshots.append(dict(self.data))

    def rollback(self):
        if not self.snapshots:
            return False
        self.data = self.snapshots.pop()
        return True

    def commit(self):
        if not self.snapshots:
            return False
        self.snapshots.pop()
        return True
