class TextEditor:
    """Undo rebuilds the text by replaying every remaining step from the start: O(n) per undo."""

    def __init__(self):
        self.steps = []
        self.undone = []
        self.buf = []

    def _replay(self):
        self.buf = []
        for kind, arg in self.steps:
            if kind == "append":
                self.buf.extend(arg)
            else:
                del self.buf[max(0, len(self.buf) - arg):]

    def append(self, text):
        self.steps.append(("append", text))
        self.buf.extend(text)
        self.undone.clear()

    def backspace(self, k):
        removed = "".join(self.buf[max(0, len(self.buf) - k):])
        self.steps.append(("backspace", k))
        del self.buf[max(0, len(self.buf) - k):]
        self.undone.clear()
        return removed

    def undo(self):
        if not self.steps:
            return False
        self.undone.append(self.steps.pop())
        self._replay()
        return True

    def redo(self):
        if not self.undone:
            return False
        self.steps.append(self.undone.pop())
        self._replay()
        return True

    def tail(self, k):
        return "".join(self.buf[max(0, len(self.buf) - k):])

    def length(self):
        return len(self.buf)
