from typing import List


class IdGenerator:
    """41-bit millisecond | 10-bit worker | 12-bit sequence. The timestamp used never goes back
    (a clock that steps back reuses the last one), and a full sequence borrows the next ms."""

    SEQ_BITS, WORKER_BITS = 12, 10

    def __init__(self, worker_id: int):
        self.worker = worker_id
        self.last_ts = -1
        self.seq = 0

    def next_id(self, now_ms: int) -> int:
        if now_ms > self.last_ts:
            self.last_ts, self.seq = now_ms, 0
        else:
            self.seq += 1
            if self.seq == 1 << self.SEQ_BITS:
                self.last_ts, self.seq = self.last_ts + 1, 0
        return (self.last_ts << (self.WORKER_BITS + self.SEQ_BITS)) | (self.worker << self.SEQ_BITS) | self.seq

    def decode(self, id: int) -> List[int]:
        return [
            id >> (self.WORKER_BITS + self.SEQ_BITS),
            (id >> self.SEQ_BITS) & ((1 << self.WORKER_BITS) - 1),
            id & ((1 << self.SEQ_BITS) - 1),
        ]
