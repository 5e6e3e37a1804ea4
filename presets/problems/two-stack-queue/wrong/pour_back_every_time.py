class StackQueue:
    """Pours every item into the second stack to reach the front, then pours them all back:
    O(n) per pop and peek."""

    def __init__(self):
        self.main = []
        self.tmp = []

    def _front(self, remove):
        while self.main:
            self.tmp.append(self.main.pop())
        x = (self.tmp.pop() if remove else self.tmp[-1]) if self.tmp else -1
        while self.tmp:
            self.main.append(self.tmp.pop())
        return x

    def push(self, x):
        self.main.append(x)

    def pop(self):
        return self._front(True)

    def peek(self):
        return self._front(False)

    def size(self):
        return len(self.main)
