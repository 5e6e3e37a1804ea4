import heapq


class MessageQueue:
    def __init__(self, visibility_timeout: int, max_receives: int):
        self.timeout = visibility_timeout
        self.max_receives = max_receives
        self.next_id = 1
        self.visible = []  # heap of ids ready to be received
        self.in_flight = []  # heap of (deadline, id)
        self.deadline = {}  # id -> deadline while in flight
        self.receives = {}  # id -> times received, for live messages
        self.dead = 0

    def _expire(self, now):
        while self.in_flight and self.in_flight[0][0] < now:  # hidden one second too long
            deadline, mid = heapq.heappop(self.in_flight)
            if self.deadline.get(mid) != deadline:
                continue  # acked meanwhile
            del self.deadline[mid]
            if self.receives[mid] >= self.max_receives:
                del self.receives[mid]
                self.dead += 1  # to the dead-letter queue
            else:
                heapq.heappush(self.visible, mid)

    def send(self, body: str, now: int) -> int:
        self._expire(now)
        mid = self.next_id
        self.next_id += 1
        self.receives[mid] = 0
        heapq.heappush(self.visible, mid)
        return mid

    def receive(self, now: int) -> int:
        self._expire(now)
        if not self.visible:
            return -1
        mid = heapq.heappop(self.visible)
        self.receives[mid] += 1
        self.deadline[mid] = now + self.timeout
        heapq.heappush(self.in_flight, (now + self.timeout, mid))
        return mid

    def ack(self, message_id: int, now: int) -> bool:
        self._expire(now)
        if message_id not in self.deadline:
            return False  # not in flight: unknown, deleted, or its timeout has passed
        del self.deadline[message_id]
        del self.receives[message_id]
        return True

    def dead_letters(self, now: int) -> int:
        self._expire(now)
        return self.dead
