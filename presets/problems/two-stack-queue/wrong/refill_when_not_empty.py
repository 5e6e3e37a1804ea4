class StackQueue:
    """Moves the inbox onto the outbox on every pop, even when the outbox still has older items:
    newer items end up in front of them."""

    def __init__(self):
        self.inbox = []
        self.outbox = []

    def _refill(self):
        while self.inbox:
            self.outbox.append(self.inbox.pop())

    def push(self, x):
        self.inbox.append(x)

    def pop(self):
        self._refill()
        return self.outbox.pop() if self.outbox else -1

    def peek(self):
        self._refill()
        return self.outbox[-1] if self.outbox else -1

    def size(self):
        return len(self.inbox) + len(self.outbox)
