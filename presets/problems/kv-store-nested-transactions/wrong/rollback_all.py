class TxStore:
    def __init__(self):
        self.data = {}
        self.counts = {}  # value -> how many keys hold it
        self.undo = []  # one dict per open transaction: key -> value before it (None: absent)

    def _write(self, key, value):
        old = self.data.get(key)
        if self.undo and key not in self.undo[-1]:
            self.undo[-1][key] = old  # the first old value of this transaction wins
        if old is not None:
            self.counts[old] -= 1
        if value is None:
            self.data.pop(key, None)
        else:
            self.data[key] = value
            self.counts[value] = self.counts.get(value, 0) + 1

    def set(self, key: str, value: int) -> None:
        self._write(key, value)

    def get(self, key: str) -> int:
        return self.data.get(key, -1)

    def remove(self, key: str) -> bool:
        if key not in self.data:
            return False
        self._write(key, None)
        return True

    def count(self, value: int) -> int:
        return self.counts.get(value, 0)

    def begin(self) -> None:
        self.undo.append({})

    def rollback(self) -> bool:
        if not self.undo:
            return False
        log = {}
        while self.undo:  # undoes every open transaction, not only the innermost
            for key, old in self.undo.pop().items():
                log[key] = old
        for key, old in log.items():
            cur = self.data.get(key)
            if cur is not None:
                self.counts[cur] -= 1
            if old is None:
                self.data.pop(key, None)
            else:
                self.data[key] = old
                self.counts[old] = self.counts.get(old, 0) + 1
        return True

    def commit(self) -> bool:
        if not self.undo:
            return False
        child = self.undo.pop()
        if self.undo:
            parent = self.undo[-1]
            if len(child) > len(parent):  # merge the smaller log into the larger one
                child.update(parent)  # the parent's older values win
                self.undo[-1] = child
            else:
                for key, old in child.items():
                    if key not in parent:
                        parent[key] = old
        return True
