class TextEditor:
    """Undoing a backspace restores as many characters as were asked for, not the ones removed,
    and restores them as spaces: it only remembers k."""

    def __init__(self):
        self.buf = []
        self.done = []
        self.undone = []

    def append(self, text):
        self.buf.extend(text)
        self.done.append(("append", len(text)))
        self.undone.clear()

    def backspace(self, k):
        removed = "".join(self.buf[max(0, len(self.buf) - k):])
        del self.buf[max(0, len(self.buf) - k):]
        self.done.append(("backspace", k))
        self.undone.clear()
        return removed

    def undo(self):
        if not self.done:
            return False
        kind, n = self.done.pop()
        if kind == "append":
            del self.buf[len(self.buf) - n:]
        else:
            self.buf.extend(" " * n)
        self.undone.append((kind, n))
        return True

    def redo(self):
        if not self.undone:
            return False
        kind, n = self.undone.pop()
        if kind == "append":
            self.buf.extend("?" * n)
        else:
            del self.buf[max(0, len(self.buf) - n):]
        self.done.append((kind, n))
        return True

    def tail(self, k):
        return "".join(self.buf[max(0, len(self.buf) - k):])

    def length(self):
        return len(self.buf)
