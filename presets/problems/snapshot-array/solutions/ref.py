from bisect import bisect_right


class SnapshotArray:
    """Per position, the snap ids at which its value changed and the values from then on."""

    def __init__(self, length: int):
        self.current = 0
        self.ids = {}  # index -> increasing snap ids
        self.vals = {}  # index -> values aligned with ids

    def set(self, index: int, val: int) -> None:
        ids = self.ids.setdefault(index, [])
        vals = self.vals.setdefault(index, [])
        if ids and ids[-1] == self.current:
            vals[-1] = val
        else:
            ids.append(self.current)
            vals.append(val)

    def snap(self) -> int:
        self.current += 1
        return self.current - 1

    def get(self, index: int, snap_id: int) -> int:
        ids = self.ids.get(index)
        if not ids:
            return 0
        i = bisect_right(ids, snap_id) - 1
        return self.vals[index][i] if i >= 0 else 0
