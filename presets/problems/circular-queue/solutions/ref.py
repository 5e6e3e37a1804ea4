class MyCircularQueue:
    """A fixed array, the index of the front element and the element count."""

    def __init__(self, k: int):
        self.buf = [0] * k
        self.head = 0
        self.count = 0

    def en_queue(self, value: int) -> bool:
        if self.count == len(self.buf):
            return False
        self.buf[(self.head + self.count) % len(self.buf)] = value
        self.count += 1
        return True

    def de_queue(self) -> bool:
        if self.count == 0:
            return False
        self.head = (self.head + 1) % len(self.buf)
        self.count -= 1
        return True

    def front(self) -> int:
        return self.buf[self.head] if self.count else -1

    def rear(self) -> int:
        return self.buf[(self.head + self.count - 1) % len(self.buf)] if self.count else -1

    def is_empty(self) -> bool:
        return self.count == 0

    def is_full(self) -> bool:
        return self.count == len(self.buf)
