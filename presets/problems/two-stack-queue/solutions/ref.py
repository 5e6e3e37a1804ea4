class StackQueue:
    """New items go on `inbox`; `outbox` holds the oldest items reversed, so its top is the front.
    Only an empty outbox is refilled, so each item moves once: amortised O(1)."""

    def __init__(self):
        self.inbox = []
        self.outbox = []

    def _front_ready(self):
        if not self.outbox:
            while self.inbox:
                self.outbox.append(self.inbox.pop())
        return bool(self.outbox)

    def push(self, x: int) -> None:
        self.inbox.append(x)

    def pop(self) -> int:
        return self.outbox.pop() if self._front_ready() else -1

    def peek(self) -> int:
        return self.outbox[-1] if self._front_ready() else -1

    def size(self) -> int:
        return len(self.inbox) + len(self.outbox)
