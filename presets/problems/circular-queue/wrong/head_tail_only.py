class MyCircularQueue:
    """Only head and tail indices: head == tail is read as empty, so a full queue looks empty."""

    def __init__(self, k: int):
        self.buf = [0] * k
        self.head = 0
        self.tail = 0

    def en_queue(self, value: int) -> bool:
        if self.is_full():
            return False
        self.buf[self.tail] = value
        self.tail = (self.tail + 1) % len(self.buf)
        return True

    def de_queue(self) -> bool:
        if self.is_empty():
            return False
        self.head = (self.head + 1) % len(self.buf)
        return True

    def front(self) -> int:
        return -1 if self.is_empty() else self.buf[self.head]

    def rear(self) -> int:
        return -1 if self.is_empty() else self.buf[(self.tail - 1) % len(self.buf)]

    def is_empty(self) -> bool:
        return self.head == self.tail

    def is_full(self) -> bool:
        return (self.tail + 1) % len(self.buf) == self.head
