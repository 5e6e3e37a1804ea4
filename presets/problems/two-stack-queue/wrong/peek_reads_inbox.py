class StackQueue:
    """peek() looks at the bottom of the inbox when the outbox is empty, but forgets the outbox
    may hold the front; and pop returns 0 on an empty queue."""

    def __init__(self):
        self.inbox = []
        self.outbox = []

    def push(self, x):
        self.inbox.append(x)

    def pop(self):
        if not self.outbox:
            while self.inbox:
                self.outbox.append(self.inbox.pop())
        return self.outbox.pop() if self.outbox else 0

    def peek(self):
        if self.inbox:
            return self.inbox[0]
        return self.outbox[-1] if self.outbox else -1

    def size(self):
        return len(self.inbox) + len(self.outbox)
