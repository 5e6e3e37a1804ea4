class SnapshotArray:
    def __init__(self, length):
        self.current = 0
        self.history = {}

    def set(self, index, val):
        h = self.history.setdefault(index, [])
        if h and h[-1][0] == self.current:
            h[-1] = (self.current, val)
        else:
            h.append((self.current, val))

    def snap(self):
        self.current += 1
        return self.current - 1

    def get(self, index, snap_id):
        for sid, val in reversed(self.history.get(index, [])):
            if sid <= snap_id:
                return val
        return 0
