class TextEditor:
    """Forgets to drop the redo history when a new edit is made."""

    """The text is a list of characters; the history keeps each step's inverse, not a snapshot,
    so every operation costs only the characters it touches."""

    def __init__(self):
        self.buf = []
        self.done = []  # steps that can be undone: ("append", text) or ("backspace", removed)
        self.undone = []  # steps that can be redone

    def _apply(self, step):
        kind, text = step
        if kind == "append":
            self.buf.extend(text)
        else:
            del self.buf[len(self.buf) - len(text):]

    def _revert(self, step):
        kind, text = step
        if kind == "append":
            del self.buf[len(self.buf) - len(text):]
        else:
            self.buf.extend(text)

    def append(self, text: str) -> None:
        step = ("append", text)
        self._apply(step)
        self.done.append(step)

    def backspace(self, k: int) -> str:
        removed = "".join(self.buf[max(0, len(self.buf) - k):])
        step = ("backspace", removed)
        self._apply(step)
        self.done.append(step)
        return removed

    def undo(self) -> bool:
        if not self.done:
            return False
        step = self.done.pop()
        self._revert(step)
        self.undone.append(step)
        return True

    def redo(self) -> bool:
        if not self.undone:
            return False
        step = self.undone.pop()
        self._apply(step)
        self.done.append(step)
        return True

    def tail(self, k: int) -> str:
        return "".join(self.buf[max(0, len(self.buf) - k):])

    def length(self) -> int:
        return len(self.buf)
