/// 41-bit millisecond | 10-bit worker | 12-bit sequence. The timestamp used never goes back (a
/// clock that steps back reuses the last one), and a full sequence borrows the next millisecond.
struct IdGenerator {
    worker: i64,
    last_ts: i64,
    seq: i64,
}

const SEQ_BITS: u32 = 12;
const WORKER_BITS: u32 = 10;

impl IdGenerator {
    fn new(worker_id: i32) -> Self {
        IdGenerator { worker: worker_id as i64, last_ts: -1, seq: 0 }
    }

    fn next_id(&mut self, now_ms: i64) -> i64 {
        if now_ms > self.last_ts {
            self.last_ts = now_ms;
            self.seq = 0;
        } else {
            self.seq += 1;
            if self.seq == 1 << SEQ_BITS {
                self.last_ts += 1;
                self.seq = 0;
            }
        }
        (self.last_ts << (WORKER_BITS + SEQ_BITS)) | (self.worker << SEQ_BITS) | self.seq
    }

    fn decode(&self, id: i64) -> Vec<i64> {
        vec![
            id >> (WORKER_BITS + SEQ_BITS),
            (id >> SEQ_BITS) & ((1 << WORKER_BITS) - 1),
            id & ((1 << SEQ_BITS) - 1),
        ]
    }
}
